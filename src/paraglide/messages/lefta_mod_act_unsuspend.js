/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ subject: NonNullable<unknown> }} Lefta_Mod_Act_UnsuspendInputs */

const en_lefta_mod_act_unsuspend = /** @type {(inputs: Lefta_Mod_Act_UnsuspendInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`lifted the suspension of ${i?.subject}`)
};

const fr_lefta_mod_act_unsuspend = /** @type {(inputs: Lefta_Mod_Act_UnsuspendInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a levé la suspension de ${i?.subject}`)
};

const de_lefta_mod_act_unsuspend = /** @type {(inputs: Lefta_Mod_Act_UnsuspendInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`hat die Sperre von ${i?.subject} aufgehoben`)
};

const es_lefta_mod_act_unsuspend = /** @type {(inputs: Lefta_Mod_Act_UnsuspendInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`levantó la suspensión de ${i?.subject}`)
};

const pt_br2_lefta_mod_act_unsuspend = /** @type {(inputs: Lefta_Mod_Act_UnsuspendInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`revogou a suspensão de ${i?.subject}`)
};

const ja_lefta_mod_act_unsuspend = /** @type {(inputs: Lefta_Mod_Act_UnsuspendInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`が ${i?.subject} の停止を解除しました`)
};

const ar_lefta_mod_act_unsuspend = /** @type {(inputs: Lefta_Mod_Act_UnsuspendInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`رفع التعليق عن حساب ${i?.subject}`)
};

/**
* | output |
* | --- |
* | "lifted the suspension of {subject}" |
*
* @param {Lefta_Mod_Act_UnsuspendInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_mod_act_unsuspend = /** @type {((inputs: Lefta_Mod_Act_UnsuspendInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Mod_Act_UnsuspendInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_mod_act_unsuspend(inputs)
	if (locale === "de") return de_lefta_mod_act_unsuspend(inputs)
	if (locale === "es") return es_lefta_mod_act_unsuspend(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_mod_act_unsuspend(inputs)
	if (locale === "ja") return ja_lefta_mod_act_unsuspend(inputs)
	if (locale === "ar") return ar_lefta_mod_act_unsuspend(inputs)
	return en_lefta_mod_act_unsuspend(inputs)
});