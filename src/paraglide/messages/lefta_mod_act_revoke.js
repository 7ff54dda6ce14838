/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ subject: NonNullable<unknown> }} Lefta_Mod_Act_RevokeInputs */

const en_lefta_mod_act_revoke = /** @type {(inputs: Lefta_Mod_Act_RevokeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`made a member again: ${i?.subject}`)
};

const fr_lefta_mod_act_revoke = /** @type {(inputs: Lefta_Mod_Act_RevokeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a rendu membre : ${i?.subject}`)
};

const de_lefta_mod_act_revoke = /** @type {(inputs: Lefta_Mod_Act_RevokeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`hat wieder zum Mitglied gemacht: ${i?.subject}`)
};

const es_lefta_mod_act_revoke = /** @type {(inputs: Lefta_Mod_Act_RevokeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`volvió a hacer miembro: ${i?.subject}`)
};

const pt_br2_lefta_mod_act_revoke = /** @type {(inputs: Lefta_Mod_Act_RevokeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`tornou membro novamente: ${i?.subject}`)
};

const ja_lefta_mod_act_revoke = /** @type {(inputs: Lefta_Mod_Act_RevokeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`がメンバーに戻しました: ${i?.subject}`)
};

const ar_lefta_mod_act_revoke = /** @type {(inputs: Lefta_Mod_Act_RevokeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أعاد إلى العضوية: ${i?.subject}`)
};

/**
* | output |
* | --- |
* | "made a member again: {subject}" |
*
* @param {Lefta_Mod_Act_RevokeInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_mod_act_revoke = /** @type {((inputs: Lefta_Mod_Act_RevokeInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Mod_Act_RevokeInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_mod_act_revoke(inputs)
	if (locale === "de") return de_lefta_mod_act_revoke(inputs)
	if (locale === "es") return es_lefta_mod_act_revoke(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_mod_act_revoke(inputs)
	if (locale === "ja") return ja_lefta_mod_act_revoke(inputs)
	if (locale === "ar") return ar_lefta_mod_act_revoke(inputs)
	return en_lefta_mod_act_revoke(inputs)
});