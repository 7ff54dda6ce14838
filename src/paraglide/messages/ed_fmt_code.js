/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Fmt_CodeInputs */

const en_ed_fmt_code = /** @type {(inputs: Ed_Fmt_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code`)
};

const fr_ed_fmt_code = /** @type {(inputs: Ed_Fmt_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code`)
};

const de_ed_fmt_code = /** @type {(inputs: Ed_Fmt_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code`)
};

const es_ed_fmt_code = /** @type {(inputs: Ed_Fmt_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código`)
};

const pt_br2_ed_fmt_code = /** @type {(inputs: Ed_Fmt_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código`)
};

const ja_ed_fmt_code = /** @type {(inputs: Ed_Fmt_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`コード`)
};

const ar_ed_fmt_code = /** @type {(inputs: Ed_Fmt_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شيفرة`)
};

/**
* | output |
* | --- |
* | "Code" |
*
* @param {Ed_Fmt_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_fmt_code = /** @type {((inputs?: Ed_Fmt_CodeInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Fmt_CodeInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_fmt_code(inputs)
	if (locale === "de") return de_ed_fmt_code(inputs)
	if (locale === "es") return es_ed_fmt_code(inputs)
	if (locale === "pt-BR") return pt_br2_ed_fmt_code(inputs)
	if (locale === "ja") return ja_ed_fmt_code(inputs)
	if (locale === "ar") return ar_ed_fmt_code(inputs)
	return en_ed_fmt_code(inputs)
});