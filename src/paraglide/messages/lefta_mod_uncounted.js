/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Mod_UncountedInputs */

const en_lefta_mod_uncounted = /** @type {(inputs: Lefta_Mod_UncountedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`new or unproven account: not counted toward hiding it automatically`)
};

const fr_lefta_mod_uncounted = /** @type {(inputs: Lefta_Mod_UncountedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`compte nouveau ou non éprouvé : ne compte pas pour le masquage automatique`)
};

const de_lefta_mod_uncounted = /** @type {(inputs: Lefta_Mod_UncountedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`neues oder unbewährtes Konto: zählt nicht für das automatische Verbergen`)
};

const es_lefta_mod_uncounted = /** @type {(inputs: Lefta_Mod_UncountedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cuenta nueva o sin historial: no cuenta para ocultarla automáticamente`)
};

const pt_br2_lefta_mod_uncounted = /** @type {(inputs: Lefta_Mod_UncountedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`conta nova ou sem histórico: não conta para ocultá-la automaticamente`)
};

const ja_lefta_mod_uncounted = /** @type {(inputs: Lefta_Mod_UncountedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新規または実績のないアカウント：自動非表示の判定には数えません`)
};

const ar_lefta_mod_uncounted = /** @type {(inputs: Lefta_Mod_UncountedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حساب جديد أو غير موثوق بعد: لا يُحتسب في الإخفاء التلقائي`)
};

/**
* | output |
* | --- |
* | "new or unproven account: not counted toward hiding it automatically" |
*
* @param {Lefta_Mod_UncountedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_mod_uncounted = /** @type {((inputs?: Lefta_Mod_UncountedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Mod_UncountedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_mod_uncounted(inputs)
	if (locale === "de") return de_lefta_mod_uncounted(inputs)
	if (locale === "es") return es_lefta_mod_uncounted(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_mod_uncounted(inputs)
	if (locale === "ja") return ja_lefta_mod_uncounted(inputs)
	if (locale === "ar") return ar_lefta_mod_uncounted(inputs)
	return en_lefta_mod_uncounted(inputs)
});