/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rich_Code_LanguageInputs */

const en_rich_code_language = /** @type {(inputs: Rich_Code_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code language`)
};

const fr_rich_code_language = /** @type {(inputs: Rich_Code_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Langage du code`)
};

const de_rich_code_language = /** @type {(inputs: Rich_Code_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Programmiersprache`)
};

const es_rich_code_language = /** @type {(inputs: Rich_Code_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lenguaje del código`)
};

const pt_br2_rich_code_language = /** @type {(inputs: Rich_Code_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Linguagem do código`)
};

const ja_rich_code_language = /** @type {(inputs: Rich_Code_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`コードの言語`)
};

const ar_rich_code_language = /** @type {(inputs: Rich_Code_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لغة الشيفرة`)
};

/**
* | output |
* | --- |
* | "Code language" |
*
* @param {Rich_Code_LanguageInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const rich_code_language = /** @type {((inputs?: Rich_Code_LanguageInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rich_Code_LanguageInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_rich_code_language(inputs)
	if (locale === "de") return de_rich_code_language(inputs)
	if (locale === "es") return es_rich_code_language(inputs)
	if (locale === "pt-BR") return pt_br2_rich_code_language(inputs)
	if (locale === "ja") return ja_rich_code_language(inputs)
	if (locale === "ar") return ar_rich_code_language(inputs)
	return en_rich_code_language(inputs)
});