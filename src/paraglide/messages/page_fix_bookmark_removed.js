/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Bookmark_RemovedInputs */

const en_page_fix_bookmark_removed = /** @type {(inputs: Page_Fix_Bookmark_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Removed from your reading list`)
};

const fr_page_fix_bookmark_removed = /** @type {(inputs: Page_Fix_Bookmark_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirée de votre liste de lecture`)
};

const de_page_fix_bookmark_removed = /** @type {(inputs: Page_Fix_Bookmark_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Von Ihrer Leseliste entfernt`)
};

const es_page_fix_bookmark_removed = /** @type {(inputs: Page_Fix_Bookmark_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitada de tu lista de lectura`)
};

const pt_br2_page_fix_bookmark_removed = /** @type {(inputs: Page_Fix_Bookmark_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Removida da sua lista de leitura`)
};

const ja_page_fix_bookmark_removed = /** @type {(inputs: Page_Fix_Bookmark_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`リーディングリストから削除しました`)
};

const ar_page_fix_bookmark_removed = /** @type {(inputs: Page_Fix_Bookmark_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُزيلت من قائمة قراءتك`)
};

/**
* | output |
* | --- |
* | "Removed from your reading list" |
*
* @param {Page_Fix_Bookmark_RemovedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_bookmark_removed = /** @type {((inputs?: Page_Fix_Bookmark_RemovedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Bookmark_RemovedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_bookmark_removed(inputs)
	if (locale === "de") return de_page_fix_bookmark_removed(inputs)
	if (locale === "es") return es_page_fix_bookmark_removed(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_bookmark_removed(inputs)
	if (locale === "ja") return ja_page_fix_bookmark_removed(inputs)
	if (locale === "ar") return ar_page_fix_bookmark_removed(inputs)
	return en_page_fix_bookmark_removed(inputs)
});