/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_No_WordsInputs */

const en_page_fix_no_words = /** @type {(inputs: Page_Fix_No_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No words yet.`)
};

const fr_page_fix_no_words = /** @type {(inputs: Page_Fix_No_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun mot pour l'instant.`)
};

const de_page_fix_no_words = /** @type {(inputs: Page_Fix_No_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Wörter.`)
};

const es_page_fix_no_words = /** @type {(inputs: Page_Fix_No_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay palabras.`)
};

const pt_br2_page_fix_no_words = /** @type {(inputs: Page_Fix_No_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhuma palavra ainda.`)
};

const ja_page_fix_no_words = /** @type {(inputs: Page_Fix_No_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`まだ何も書かれていません。`)
};

const ar_page_fix_no_words = /** @type {(inputs: Page_Fix_No_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا كلمات بعد.`)
};

/**
* | output |
* | --- |
* | "No words yet." |
*
* @param {Page_Fix_No_WordsInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_no_words = /** @type {((inputs?: Page_Fix_No_WordsInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_No_WordsInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_no_words(inputs)
	if (locale === "de") return de_page_fix_no_words(inputs)
	if (locale === "es") return es_page_fix_no_words(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_no_words(inputs)
	if (locale === "ja") return ja_page_fix_no_words(inputs)
	if (locale === "ar") return ar_page_fix_no_words(inputs)
	return en_page_fix_no_words(inputs)
});