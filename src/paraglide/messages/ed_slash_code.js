/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Slash_CodeInputs */

const en_ed_slash_code = /** @type {(inputs: Ed_Slash_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code block`)
};

const fr_ed_slash_code = /** @type {(inputs: Ed_Slash_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bloc de code`)
};

const de_ed_slash_code = /** @type {(inputs: Ed_Slash_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Codeblock`)
};

const es_ed_slash_code = /** @type {(inputs: Ed_Slash_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bloque de código`)
};

const pt_br2_ed_slash_code = /** @type {(inputs: Ed_Slash_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bloco de código`)
};

const ja_ed_slash_code = /** @type {(inputs: Ed_Slash_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`コードブロック`)
};

const ar_ed_slash_code = /** @type {(inputs: Ed_Slash_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كتلة شيفرة`)
};

/**
* | output |
* | --- |
* | "Code block" |
*
* @param {Ed_Slash_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_slash_code = /** @type {((inputs?: Ed_Slash_CodeInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Slash_CodeInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_slash_code(inputs)
	if (locale === "de") return de_ed_slash_code(inputs)
	if (locale === "es") return es_ed_slash_code(inputs)
	if (locale === "pt-BR") return pt_br2_ed_slash_code(inputs)
	if (locale === "ja") return ja_ed_slash_code(inputs)
	if (locale === "ar") return ar_ed_slash_code(inputs)
	return en_ed_slash_code(inputs)
});