/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ username: NonNullable<unknown> }} Coauthor_InvitedInputs */

const en_coauthor_invited = /** @type {(inputs: Coauthor_InvitedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Invitation sent to ${i?.username}`)
};

const fr_coauthor_invited = /** @type {(inputs: Coauthor_InvitedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Invitation envoyée à ${i?.username}`)
};

const de_coauthor_invited = /** @type {(inputs: Coauthor_InvitedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Einladung an ${i?.username} gesendet`)
};

const es_coauthor_invited = /** @type {(inputs: Coauthor_InvitedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Invitación enviada a ${i?.username}`)
};

const pt_br2_coauthor_invited = /** @type {(inputs: Coauthor_InvitedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Convite enviado para ${i?.username}`)
};

const ja_coauthor_invited = /** @type {(inputs: Coauthor_InvitedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.username} さんに招待を送りました`)
};

const ar_coauthor_invited = /** @type {(inputs: Coauthor_InvitedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أُرسلت الدعوة إلى ${i?.username}`)
};

/**
* | output |
* | --- |
* | "Invitation sent to {username}" |
*
* @param {Coauthor_InvitedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const coauthor_invited = /** @type {((inputs: Coauthor_InvitedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coauthor_InvitedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_coauthor_invited(inputs)
	if (locale === "de") return de_coauthor_invited(inputs)
	if (locale === "es") return es_coauthor_invited(inputs)
	if (locale === "pt-BR") return pt_br2_coauthor_invited(inputs)
	if (locale === "ja") return ja_coauthor_invited(inputs)
	if (locale === "ar") return ar_coauthor_invited(inputs)
	return en_coauthor_invited(inputs)
});