/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Fmt_HeadingInputs */

const en_ed_fmt_heading = /** @type {(inputs: Ed_Fmt_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heading`)
};

const fr_ed_fmt_heading = /** @type {(inputs: Ed_Fmt_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Titre`)
};

const de_ed_fmt_heading = /** @type {(inputs: Ed_Fmt_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Überschrift`)
};

const es_ed_fmt_heading = /** @type {(inputs: Ed_Fmt_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Título`)
};

const pt_br2_ed_fmt_heading = /** @type {(inputs: Ed_Fmt_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Título`)
};

const ja_ed_fmt_heading = /** @type {(inputs: Ed_Fmt_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`見出し`)
};

const ar_ed_fmt_heading = /** @type {(inputs: Ed_Fmt_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عنوان`)
};

/**
* | output |
* | --- |
* | "Heading" |
*
* @param {Ed_Fmt_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_fmt_heading = /** @type {((inputs?: Ed_Fmt_HeadingInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Fmt_HeadingInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_fmt_heading(inputs)
	if (locale === "de") return de_ed_fmt_heading(inputs)
	if (locale === "es") return es_ed_fmt_heading(inputs)
	if (locale === "pt-BR") return pt_br2_ed_fmt_heading(inputs)
	if (locale === "ja") return ja_ed_fmt_heading(inputs)
	if (locale === "ar") return ar_ed_fmt_heading(inputs)
	return en_ed_fmt_heading(inputs)
});