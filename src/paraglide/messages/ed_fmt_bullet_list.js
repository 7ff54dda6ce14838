/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Fmt_Bullet_ListInputs */

const en_ed_fmt_bullet_list = /** @type {(inputs: Ed_Fmt_Bullet_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bulleted list`)
};

const fr_ed_fmt_bullet_list = /** @type {(inputs: Ed_Fmt_Bullet_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Liste à puces`)
};

const de_ed_fmt_bullet_list = /** @type {(inputs: Ed_Fmt_Bullet_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aufzählung`)
};

const es_ed_fmt_bullet_list = /** @type {(inputs: Ed_Fmt_Bullet_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lista con viñetas`)
};

const pt_br2_ed_fmt_bullet_list = /** @type {(inputs: Ed_Fmt_Bullet_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lista com marcadores`)
};

const ja_ed_fmt_bullet_list = /** @type {(inputs: Ed_Fmt_Bullet_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`箇条書き`)
};

const ar_ed_fmt_bullet_list = /** @type {(inputs: Ed_Fmt_Bullet_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`قائمة نقطية`)
};

/**
* | output |
* | --- |
* | "Bulleted list" |
*
* @param {Ed_Fmt_Bullet_ListInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_fmt_bullet_list = /** @type {((inputs?: Ed_Fmt_Bullet_ListInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Fmt_Bullet_ListInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_fmt_bullet_list(inputs)
	if (locale === "de") return de_ed_fmt_bullet_list(inputs)
	if (locale === "es") return es_ed_fmt_bullet_list(inputs)
	if (locale === "pt-BR") return pt_br2_ed_fmt_bullet_list(inputs)
	if (locale === "ja") return ja_ed_fmt_bullet_list(inputs)
	if (locale === "ar") return ar_ed_fmt_bullet_list(inputs)
	return en_ed_fmt_bullet_list(inputs)
});