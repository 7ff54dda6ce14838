/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ subject: NonNullable<unknown> }} Lefta_Mod_Act_DismissInputs */

const en_lefta_mod_act_dismiss = /** @type {(inputs: Lefta_Mod_Act_DismissInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`dismissed the reports on ${i?.subject}`)
};

const fr_lefta_mod_act_dismiss = /** @type {(inputs: Lefta_Mod_Act_DismissInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a classé les signalements sur ${i?.subject}`)
};

const de_lefta_mod_act_dismiss = /** @type {(inputs: Lefta_Mod_Act_DismissInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`hat die Meldungen zu ${i?.subject} abgewiesen`)
};

const es_lefta_mod_act_dismiss = /** @type {(inputs: Lefta_Mod_Act_DismissInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`desestimó las denuncias sobre ${i?.subject}`)
};

const pt_br2_lefta_mod_act_dismiss = /** @type {(inputs: Lefta_Mod_Act_DismissInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`descartou as denúncias sobre ${i?.subject}`)
};

const ja_lefta_mod_act_dismiss = /** @type {(inputs: Lefta_Mod_Act_DismissInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`が ${i?.subject} への報告を却下しました`)
};

const ar_lefta_mod_act_dismiss = /** @type {(inputs: Lefta_Mod_Act_DismissInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`رفض البلاغات عن ${i?.subject}`)
};

/**
* | output |
* | --- |
* | "dismissed the reports on {subject}" |
*
* @param {Lefta_Mod_Act_DismissInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_mod_act_dismiss = /** @type {((inputs: Lefta_Mod_Act_DismissInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Mod_Act_DismissInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_mod_act_dismiss(inputs)
	if (locale === "de") return de_lefta_mod_act_dismiss(inputs)
	if (locale === "es") return es_lefta_mod_act_dismiss(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_mod_act_dismiss(inputs)
	if (locale === "ja") return ja_lefta_mod_act_dismiss(inputs)
	if (locale === "ar") return ar_lefta_mod_act_dismiss(inputs)
	return en_lefta_mod_act_dismiss(inputs)
});