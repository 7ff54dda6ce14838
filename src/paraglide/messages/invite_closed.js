/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invite_ClosedInputs */

const en_invite_closed = /** @type {(inputs: Invite_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This invitation is closed.`)
};

const fr_invite_closed = /** @type {(inputs: Invite_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette invitation est close.`)
};

const de_invite_closed = /** @type {(inputs: Invite_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Einladung ist beendet.`)
};

const es_invite_closed = /** @type {(inputs: Invite_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta invitación está cerrada.`)
};

const pt_br2_invite_closed = /** @type {(inputs: Invite_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este convite está encerrado.`)
};

const ja_invite_closed = /** @type {(inputs: Invite_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`この招待は終了しました。`)
};

const ar_invite_closed = /** @type {(inputs: Invite_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هذه الدعوة مغلقة.`)
};

/**
* | output |
* | --- |
* | "This invitation is closed." |
*
* @param {Invite_ClosedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const invite_closed = /** @type {((inputs?: Invite_ClosedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invite_ClosedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_invite_closed(inputs)
	if (locale === "de") return de_invite_closed(inputs)
	if (locale === "es") return es_invite_closed(inputs)
	if (locale === "pt-BR") return pt_br2_invite_closed(inputs)
	if (locale === "ja") return ja_invite_closed(inputs)
	if (locale === "ar") return ar_invite_closed(inputs)
	return en_invite_closed(inputs)
});