/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Fmt_Numbered_ListInputs */

const en_ed_fmt_numbered_list = /** @type {(inputs: Ed_Fmt_Numbered_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Numbered list`)
};

const fr_ed_fmt_numbered_list = /** @type {(inputs: Ed_Fmt_Numbered_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Liste numérotée`)
};

const de_ed_fmt_numbered_list = /** @type {(inputs: Ed_Fmt_Numbered_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nummerierte Liste`)
};

const es_ed_fmt_numbered_list = /** @type {(inputs: Ed_Fmt_Numbered_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lista numerada`)
};

const pt_br2_ed_fmt_numbered_list = /** @type {(inputs: Ed_Fmt_Numbered_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lista numerada`)
};

const ja_ed_fmt_numbered_list = /** @type {(inputs: Ed_Fmt_Numbered_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`番号付きリスト`)
};

const ar_ed_fmt_numbered_list = /** @type {(inputs: Ed_Fmt_Numbered_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`قائمة مرقّمة`)
};

/**
* | output |
* | --- |
* | "Numbered list" |
*
* @param {Ed_Fmt_Numbered_ListInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_fmt_numbered_list = /** @type {((inputs?: Ed_Fmt_Numbered_ListInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Fmt_Numbered_ListInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_fmt_numbered_list(inputs)
	if (locale === "de") return de_ed_fmt_numbered_list(inputs)
	if (locale === "es") return es_ed_fmt_numbered_list(inputs)
	if (locale === "pt-BR") return pt_br2_ed_fmt_numbered_list(inputs)
	if (locale === "ja") return ja_ed_fmt_numbered_list(inputs)
	if (locale === "ar") return ar_ed_fmt_numbered_list(inputs)
	return en_ed_fmt_numbered_list(inputs)
});