/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invite_You_AcceptedInputs */

const en_invite_you_accepted = /** @type {(inputs: Invite_You_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You accepted.`)
};

const fr_invite_you_accepted = /** @type {(inputs: Invite_You_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez accepté.`)
};

const de_invite_you_accepted = /** @type {(inputs: Invite_You_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie haben angenommen.`)
};

const es_invite_you_accepted = /** @type {(inputs: Invite_You_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aceptaste.`)
};

const pt_br2_invite_you_accepted = /** @type {(inputs: Invite_You_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Você aceitou.`)
};

const ja_invite_you_accepted = /** @type {(inputs: Invite_You_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`承諾しました。`)
};

const ar_invite_you_accepted = /** @type {(inputs: Invite_You_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`قبلتَ الدعوة.`)
};

/**
* | output |
* | --- |
* | "You accepted." |
*
* @param {Invite_You_AcceptedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const invite_you_accepted = /** @type {((inputs?: Invite_You_AcceptedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invite_You_AcceptedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_invite_you_accepted(inputs)
	if (locale === "de") return de_invite_you_accepted(inputs)
	if (locale === "es") return es_invite_you_accepted(inputs)
	if (locale === "pt-BR") return pt_br2_invite_you_accepted(inputs)
	if (locale === "ja") return ja_invite_you_accepted(inputs)
	if (locale === "ar") return ar_invite_you_accepted(inputs)
	return en_invite_you_accepted(inputs)
});