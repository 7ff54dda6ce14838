/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Fmt_SubheadingInputs */

const en_ed_fmt_subheading = /** @type {(inputs: Ed_Fmt_SubheadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subheading`)
};

const fr_ed_fmt_subheading = /** @type {(inputs: Ed_Fmt_SubheadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sous-titre`)
};

const de_ed_fmt_subheading = /** @type {(inputs: Ed_Fmt_SubheadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zwischenüberschrift`)
};

const es_ed_fmt_subheading = /** @type {(inputs: Ed_Fmt_SubheadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subtítulo`)
};

const pt_br2_ed_fmt_subheading = /** @type {(inputs: Ed_Fmt_SubheadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subtítulo`)
};

const ja_ed_fmt_subheading = /** @type {(inputs: Ed_Fmt_SubheadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`小見出し`)
};

const ar_ed_fmt_subheading = /** @type {(inputs: Ed_Fmt_SubheadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عنوان فرعي`)
};

/**
* | output |
* | --- |
* | "Subheading" |
*
* @param {Ed_Fmt_SubheadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_fmt_subheading = /** @type {((inputs?: Ed_Fmt_SubheadingInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Fmt_SubheadingInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_fmt_subheading(inputs)
	if (locale === "de") return de_ed_fmt_subheading(inputs)
	if (locale === "es") return es_ed_fmt_subheading(inputs)
	if (locale === "pt-BR") return pt_br2_ed_fmt_subheading(inputs)
	if (locale === "ja") return ja_ed_fmt_subheading(inputs)
	if (locale === "ar") return ar_ed_fmt_subheading(inputs)
	return en_ed_fmt_subheading(inputs)
});