/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Mod_UnprovenInputs */

const en_lefta_mod_unproven = /** @type {(inputs: Lefta_Mod_UnprovenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`new or unproven account`)
};

const fr_lefta_mod_unproven = /** @type {(inputs: Lefta_Mod_UnprovenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`compte nouveau ou non éprouvé`)
};

const de_lefta_mod_unproven = /** @type {(inputs: Lefta_Mod_UnprovenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`neues oder unbewährtes Konto`)
};

const es_lefta_mod_unproven = /** @type {(inputs: Lefta_Mod_UnprovenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cuenta nueva o sin historial`)
};

const pt_br2_lefta_mod_unproven = /** @type {(inputs: Lefta_Mod_UnprovenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`conta nova ou sem histórico`)
};

const ja_lefta_mod_unproven = /** @type {(inputs: Lefta_Mod_UnprovenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新規または実績のないアカウント`)
};

const ar_lefta_mod_unproven = /** @type {(inputs: Lefta_Mod_UnprovenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حساب جديد أو غير موثوق بعد`)
};

/**
* | output |
* | --- |
* | "new or unproven account" |
*
* @param {Lefta_Mod_UnprovenInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_mod_unproven = /** @type {((inputs?: Lefta_Mod_UnprovenInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Mod_UnprovenInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_mod_unproven(inputs)
	if (locale === "de") return de_lefta_mod_unproven(inputs)
	if (locale === "es") return es_lefta_mod_unproven(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_mod_unproven(inputs)
	if (locale === "ja") return ja_lefta_mod_unproven(inputs)
	if (locale === "ar") return ar_lefta_mod_unproven(inputs)
	return en_lefta_mod_unproven(inputs)
});