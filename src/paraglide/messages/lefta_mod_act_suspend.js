/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ subject: NonNullable<unknown> }} Lefta_Mod_Act_SuspendInputs */

const en_lefta_mod_act_suspend = /** @type {(inputs: Lefta_Mod_Act_SuspendInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`suspended ${i?.subject}`)
};

const fr_lefta_mod_act_suspend = /** @type {(inputs: Lefta_Mod_Act_SuspendInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a suspendu ${i?.subject}`)
};

const de_lefta_mod_act_suspend = /** @type {(inputs: Lefta_Mod_Act_SuspendInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`hat ${i?.subject} gesperrt`)
};

const es_lefta_mod_act_suspend = /** @type {(inputs: Lefta_Mod_Act_SuspendInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`suspendió a ${i?.subject}`)
};

const pt_br2_lefta_mod_act_suspend = /** @type {(inputs: Lefta_Mod_Act_SuspendInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`suspendeu ${i?.subject}`)
};

const ja_lefta_mod_act_suspend = /** @type {(inputs: Lefta_Mod_Act_SuspendInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`が ${i?.subject} を停止しました`)
};

const ar_lefta_mod_act_suspend = /** @type {(inputs: Lefta_Mod_Act_SuspendInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`علّق حساب ${i?.subject}`)
};

/**
* | output |
* | --- |
* | "suspended {subject}" |
*
* @param {Lefta_Mod_Act_SuspendInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_mod_act_suspend = /** @type {((inputs: Lefta_Mod_Act_SuspendInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Mod_Act_SuspendInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_mod_act_suspend(inputs)
	if (locale === "de") return de_lefta_mod_act_suspend(inputs)
	if (locale === "es") return es_lefta_mod_act_suspend(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_mod_act_suspend(inputs)
	if (locale === "ja") return ja_lefta_mod_act_suspend(inputs)
	if (locale === "ar") return ar_lefta_mod_act_suspend(inputs)
	return en_lefta_mod_act_suspend(inputs)
});