/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invite_DeclinedInputs */

const en_invite_declined = /** @type {(inputs: Invite_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitation declined`)
};

const fr_invite_declined = /** @type {(inputs: Invite_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitation refusée`)
};

const de_invite_declined = /** @type {(inputs: Invite_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einladung abgelehnt`)
};

const es_invite_declined = /** @type {(inputs: Invite_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitación rechazada`)
};

const pt_br2_invite_declined = /** @type {(inputs: Invite_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Convite recusado`)
};

const ja_invite_declined = /** @type {(inputs: Invite_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`招待を辞退しました`)
};

const ar_invite_declined = /** @type {(inputs: Invite_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رُفضت الدعوة`)
};

/**
* | output |
* | --- |
* | "Invitation declined" |
*
* @param {Invite_DeclinedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const invite_declined = /** @type {((inputs?: Invite_DeclinedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invite_DeclinedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_invite_declined(inputs)
	if (locale === "de") return de_invite_declined(inputs)
	if (locale === "es") return es_invite_declined(inputs)
	if (locale === "pt-BR") return pt_br2_invite_declined(inputs)
	if (locale === "ja") return ja_invite_declined(inputs)
	if (locale === "ar") return ar_invite_declined(inputs)
	return en_invite_declined(inputs)
});