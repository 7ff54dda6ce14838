/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Fmt_QuoteInputs */

const en_ed_fmt_quote = /** @type {(inputs: Ed_Fmt_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quote`)
};

const fr_ed_fmt_quote = /** @type {(inputs: Ed_Fmt_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Citation`)
};

const de_ed_fmt_quote = /** @type {(inputs: Ed_Fmt_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zitat`)
};

const es_ed_fmt_quote = /** @type {(inputs: Ed_Fmt_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cita`)
};

const pt_br2_ed_fmt_quote = /** @type {(inputs: Ed_Fmt_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Citação`)
};

const ja_ed_fmt_quote = /** @type {(inputs: Ed_Fmt_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`引用`)
};

const ar_ed_fmt_quote = /** @type {(inputs: Ed_Fmt_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اقتباس`)
};

/**
* | output |
* | --- |
* | "Quote" |
*
* @param {Ed_Fmt_QuoteInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_fmt_quote = /** @type {((inputs?: Ed_Fmt_QuoteInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Fmt_QuoteInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_fmt_quote(inputs)
	if (locale === "de") return de_ed_fmt_quote(inputs)
	if (locale === "es") return es_ed_fmt_quote(inputs)
	if (locale === "pt-BR") return pt_br2_ed_fmt_quote(inputs)
	if (locale === "ja") return ja_ed_fmt_quote(inputs)
	if (locale === "ar") return ar_ed_fmt_quote(inputs)
	return en_ed_fmt_quote(inputs)
});