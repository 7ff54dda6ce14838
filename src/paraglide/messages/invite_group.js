/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invite_GroupInputs */

const en_invite_group = /** @type {(inputs: Invite_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Answer the invitation`)
};

const fr_invite_group = /** @type {(inputs: Invite_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Répondre à l’invitation`)
};

const de_invite_group = /** @type {(inputs: Invite_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auf die Einladung antworten`)
};

const es_invite_group = /** @type {(inputs: Invite_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Responder a la invitación`)
};

const pt_br2_invite_group = /** @type {(inputs: Invite_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Responder ao convite`)
};

const ja_invite_group = /** @type {(inputs: Invite_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`招待に返答`)
};

const ar_invite_group = /** @type {(inputs: Invite_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الرد على الدعوة`)
};

/**
* | output |
* | --- |
* | "Answer the invitation" |
*
* @param {Invite_GroupInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const invite_group = /** @type {((inputs?: Invite_GroupInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invite_GroupInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_invite_group(inputs)
	if (locale === "de") return de_invite_group(inputs)
	if (locale === "es") return es_invite_group(inputs)
	if (locale === "pt-BR") return pt_br2_invite_group(inputs)
	if (locale === "ja") return ja_invite_group(inputs)
	if (locale === "ar") return ar_invite_group(inputs)
	return en_invite_group(inputs)
});