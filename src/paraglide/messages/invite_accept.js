/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invite_AcceptInputs */

const en_invite_accept = /** @type {(inputs: Invite_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accept`)
};

const fr_invite_accept = /** @type {(inputs: Invite_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accepter`)
};

const de_invite_accept = /** @type {(inputs: Invite_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annehmen`)
};

const es_invite_accept = /** @type {(inputs: Invite_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aceptar`)
};

const pt_br2_invite_accept = /** @type {(inputs: Invite_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aceitar`)
};

const ja_invite_accept = /** @type {(inputs: Invite_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`承諾`)
};

const ar_invite_accept = /** @type {(inputs: Invite_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`قبول`)
};

/**
* | output |
* | --- |
* | "Accept" |
*
* @param {Invite_AcceptInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const invite_accept = /** @type {((inputs?: Invite_AcceptInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invite_AcceptInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_invite_accept(inputs)
	if (locale === "de") return de_invite_accept(inputs)
	if (locale === "es") return es_invite_accept(inputs)
	if (locale === "pt-BR") return pt_br2_invite_accept(inputs)
	if (locale === "ja") return ja_invite_accept(inputs)
	if (locale === "ar") return ar_invite_accept(inputs)
	return en_invite_accept(inputs)
});