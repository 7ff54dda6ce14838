/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ subject: NonNullable<unknown> }} Lefta_Mod_Act_GrantInputs */

const en_lefta_mod_act_grant = /** @type {(inputs: Lefta_Mod_Act_GrantInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`made a moderator: ${i?.subject}`)
};

const fr_lefta_mod_act_grant = /** @type {(inputs: Lefta_Mod_Act_GrantInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a nommé modérateur : ${i?.subject}`)
};

const de_lefta_mod_act_grant = /** @type {(inputs: Lefta_Mod_Act_GrantInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`hat zum Moderator gemacht: ${i?.subject}`)
};

const es_lefta_mod_act_grant = /** @type {(inputs: Lefta_Mod_Act_GrantInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`nombró moderador: ${i?.subject}`)
};

const pt_br2_lefta_mod_act_grant = /** @type {(inputs: Lefta_Mod_Act_GrantInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`tornou moderador: ${i?.subject}`)
};

const ja_lefta_mod_act_grant = /** @type {(inputs: Lefta_Mod_Act_GrantInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`がモデレーターに任命しました: ${i?.subject}`)
};

const ar_lefta_mod_act_grant = /** @type {(inputs: Lefta_Mod_Act_GrantInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`عيّن مشرفًا: ${i?.subject}`)
};

/**
* | output |
* | --- |
* | "made a moderator: {subject}" |
*
* @param {Lefta_Mod_Act_GrantInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_mod_act_grant = /** @type {((inputs: Lefta_Mod_Act_GrantInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Mod_Act_GrantInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_mod_act_grant(inputs)
	if (locale === "de") return de_lefta_mod_act_grant(inputs)
	if (locale === "es") return es_lefta_mod_act_grant(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_mod_act_grant(inputs)
	if (locale === "ja") return ja_lefta_mod_act_grant(inputs)
	if (locale === "ar") return ar_lefta_mod_act_grant(inputs)
	return en_lefta_mod_act_grant(inputs)
});