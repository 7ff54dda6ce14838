/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Bookmark_SavedInputs */

const en_page_fix_bookmark_saved = /** @type {(inputs: Page_Fix_Bookmark_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved to your reading list`)
};

const fr_page_fix_bookmark_saved = /** @type {(inputs: Page_Fix_Bookmark_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajoutée à votre liste de lecture`)
};

const de_page_fix_bookmark_saved = /** @type {(inputs: Page_Fix_Bookmark_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auf Ihrer Leseliste gespeichert`)
};

const es_page_fix_bookmark_saved = /** @type {(inputs: Page_Fix_Bookmark_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardada en tu lista de lectura`)
};

const pt_br2_page_fix_bookmark_saved = /** @type {(inputs: Page_Fix_Bookmark_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salva na sua lista de leitura`)
};

const ja_page_fix_bookmark_saved = /** @type {(inputs: Page_Fix_Bookmark_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`リーディングリストに保存しました`)
};

const ar_page_fix_bookmark_saved = /** @type {(inputs: Page_Fix_Bookmark_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حُفظت في قائمة قراءتك`)
};

/**
* | output |
* | --- |
* | "Saved to your reading list" |
*
* @param {Page_Fix_Bookmark_SavedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_bookmark_saved = /** @type {((inputs?: Page_Fix_Bookmark_SavedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Bookmark_SavedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_bookmark_saved(inputs)
	if (locale === "de") return de_page_fix_bookmark_saved(inputs)
	if (locale === "es") return es_page_fix_bookmark_saved(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_bookmark_saved(inputs)
	if (locale === "ja") return ja_page_fix_bookmark_saved(inputs)
	if (locale === "ar") return ar_page_fix_bookmark_saved(inputs)
	return en_page_fix_bookmark_saved(inputs)
});