/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invite_DeclineInputs */

const en_invite_decline = /** @type {(inputs: Invite_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decline`)
};

const fr_invite_decline = /** @type {(inputs: Invite_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refuser`)
};

const de_invite_decline = /** @type {(inputs: Invite_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ablehnen`)
};

const es_invite_decline = /** @type {(inputs: Invite_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechazar`)
};

const pt_br2_invite_decline = /** @type {(inputs: Invite_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recusar`)
};

const ja_invite_decline = /** @type {(inputs: Invite_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`辞退`)
};

const ar_invite_decline = /** @type {(inputs: Invite_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رفض`)
};

/**
* | output |
* | --- |
* | "Decline" |
*
* @param {Invite_DeclineInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const invite_decline = /** @type {((inputs?: Invite_DeclineInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invite_DeclineInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_invite_decline(inputs)
	if (locale === "de") return de_invite_decline(inputs)
	if (locale === "es") return es_invite_decline(inputs)
	if (locale === "pt-BR") return pt_br2_invite_decline(inputs)
	if (locale === "ja") return ja_invite_decline(inputs)
	if (locale === "ar") return ar_invite_decline(inputs)
	return en_invite_decline(inputs)
});