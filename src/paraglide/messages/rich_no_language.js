/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rich_No_LanguageInputs */

const en_rich_no_language = /** @type {(inputs: Rich_No_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No language`)
};

const fr_rich_no_language = /** @type {(inputs: Rich_No_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun langage`)
};

const de_rich_no_language = /** @type {(inputs: Rich_No_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Sprache`)
};

const es_rich_no_language = /** @type {(inputs: Rich_No_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin lenguaje`)
};

const pt_br2_rich_no_language = /** @type {(inputs: Rich_No_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhuma linguagem`)
};

const ja_rich_no_language = /** @type {(inputs: Rich_No_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`言語なし`)
};

const ar_rich_no_language = /** @type {(inputs: Rich_No_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بلا لغة`)
};

/**
* | output |
* | --- |
* | "No language" |
*
* @param {Rich_No_LanguageInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const rich_no_language = /** @type {((inputs?: Rich_No_LanguageInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rich_No_LanguageInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_rich_no_language(inputs)
	if (locale === "de") return de_rich_no_language(inputs)
	if (locale === "es") return es_rich_no_language(inputs)
	if (locale === "pt-BR") return pt_br2_rich_no_language(inputs)
	if (locale === "ja") return ja_rich_no_language(inputs)
	if (locale === "ar") return ar_rich_no_language(inputs)
	return en_rich_no_language(inputs)
});