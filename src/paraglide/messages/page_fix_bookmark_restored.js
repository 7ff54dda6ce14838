/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Bookmark_RestoredInputs */

const en_page_fix_bookmark_restored = /** @type {(inputs: Page_Fix_Bookmark_RestoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back on your reading list`)
};

const fr_page_fix_bookmark_restored = /** @type {(inputs: Page_Fix_Bookmark_RestoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De retour dans votre liste de lecture`)
};

const de_page_fix_bookmark_restored = /** @type {(inputs: Page_Fix_Bookmark_RestoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wieder auf Ihrer Leseliste`)
};

const es_page_fix_bookmark_restored = /** @type {(inputs: Page_Fix_Bookmark_RestoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De vuelta en tu lista de lectura`)
};

const pt_br2_page_fix_bookmark_restored = /** @type {(inputs: Page_Fix_Bookmark_RestoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De volta à sua lista de leitura`)
};

const ja_page_fix_bookmark_restored = /** @type {(inputs: Page_Fix_Bookmark_RestoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`リーディングリストに戻しました`)
};

const ar_page_fix_bookmark_restored = /** @type {(inputs: Page_Fix_Bookmark_RestoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عادت إلى قائمة قراءتك`)
};

/**
* | output |
* | --- |
* | "Back on your reading list" |
*
* @param {Page_Fix_Bookmark_RestoredInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_bookmark_restored = /** @type {((inputs?: Page_Fix_Bookmark_RestoredInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Bookmark_RestoredInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_bookmark_restored(inputs)
	if (locale === "de") return de_page_fix_bookmark_restored(inputs)
	if (locale === "es") return es_page_fix_bookmark_restored(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_bookmark_restored(inputs)
	if (locale === "ja") return ja_page_fix_bookmark_restored(inputs)
	if (locale === "ar") return ar_page_fix_bookmark_restored(inputs)
	return en_page_fix_bookmark_restored(inputs)
});