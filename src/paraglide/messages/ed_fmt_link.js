/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Fmt_LinkInputs */

const en_ed_fmt_link = /** @type {(inputs: Ed_Fmt_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link`)
};

const fr_ed_fmt_link = /** @type {(inputs: Ed_Fmt_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lien`)
};

const de_ed_fmt_link = /** @type {(inputs: Ed_Fmt_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link`)
};

const es_ed_fmt_link = /** @type {(inputs: Ed_Fmt_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enlace`)
};

const pt_br2_ed_fmt_link = /** @type {(inputs: Ed_Fmt_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link`)
};

const ja_ed_fmt_link = /** @type {(inputs: Ed_Fmt_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`リンク`)
};

const ar_ed_fmt_link = /** @type {(inputs: Ed_Fmt_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رابط`)
};

/**
* | output |
* | --- |
* | "Link" |
*
* @param {Ed_Fmt_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_fmt_link = /** @type {((inputs?: Ed_Fmt_LinkInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Fmt_LinkInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_fmt_link(inputs)
	if (locale === "de") return de_ed_fmt_link(inputs)
	if (locale === "es") return es_ed_fmt_link(inputs)
	if (locale === "pt-BR") return pt_br2_ed_fmt_link(inputs)
	if (locale === "ja") return ja_ed_fmt_link(inputs)
	if (locale === "ar") return ar_ed_fmt_link(inputs)
	return en_ed_fmt_link(inputs)
});