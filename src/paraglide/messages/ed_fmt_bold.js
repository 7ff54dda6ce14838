/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Fmt_BoldInputs */

const en_ed_fmt_bold = /** @type {(inputs: Ed_Fmt_BoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bold`)
};

const fr_ed_fmt_bold = /** @type {(inputs: Ed_Fmt_BoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gras`)
};

const de_ed_fmt_bold = /** @type {(inputs: Ed_Fmt_BoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fett`)
};

const es_ed_fmt_bold = /** @type {(inputs: Ed_Fmt_BoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Negrita`)
};

const pt_br2_ed_fmt_bold = /** @type {(inputs: Ed_Fmt_BoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Negrito`)
};

const ja_ed_fmt_bold = /** @type {(inputs: Ed_Fmt_BoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`太字`)
};

const ar_ed_fmt_bold = /** @type {(inputs: Ed_Fmt_BoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`غامق`)
};

/**
* | output |
* | --- |
* | "Bold" |
*
* @param {Ed_Fmt_BoldInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_fmt_bold = /** @type {((inputs?: Ed_Fmt_BoldInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Fmt_BoldInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_fmt_bold(inputs)
	if (locale === "de") return de_ed_fmt_bold(inputs)
	if (locale === "es") return es_ed_fmt_bold(inputs)
	if (locale === "pt-BR") return pt_br2_ed_fmt_bold(inputs)
	if (locale === "ja") return ja_ed_fmt_bold(inputs)
	if (locale === "ar") return ar_ed_fmt_bold(inputs)
	return en_ed_fmt_bold(inputs)
});