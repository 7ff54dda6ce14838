/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Notif_Coauthor_Invite_ClosedInputs */

const en_notif_coauthor_invite_closed = /** @type {(inputs: Notif_Coauthor_Invite_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} invited you to co-author a story`)
};

const fr_notif_coauthor_invite_closed = /** @type {(inputs: Notif_Coauthor_Invite_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} vous a invité à coécrire une histoire`)
};

const de_notif_coauthor_invite_closed = /** @type {(inputs: Notif_Coauthor_Invite_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} hat Sie eingeladen, eine Geschichte mitzuschreiben`)
};

const es_notif_coauthor_invite_closed = /** @type {(inputs: Notif_Coauthor_Invite_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} te invitó a ser coautor de una historia`)
};

const pt_br2_notif_coauthor_invite_closed = /** @type {(inputs: Notif_Coauthor_Invite_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} convidou você para ser coautor de uma história`)
};

const ja_notif_coauthor_invite_closed = /** @type {(inputs: Notif_Coauthor_Invite_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} さんがあなたをストーリーの共著者に招待しました`)
};

const ar_notif_coauthor_invite_closed = /** @type {(inputs: Notif_Coauthor_Invite_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`دعاك ${i?.name} للمشاركة في تأليف قصة`)
};

/**
* | output |
* | --- |
* | "{name} invited you to co-author a story" |
*
* @param {Notif_Coauthor_Invite_ClosedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const notif_coauthor_invite_closed = /** @type {((inputs: Notif_Coauthor_Invite_ClosedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notif_Coauthor_Invite_ClosedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_notif_coauthor_invite_closed(inputs)
	if (locale === "de") return de_notif_coauthor_invite_closed(inputs)
	if (locale === "es") return es_notif_coauthor_invite_closed(inputs)
	if (locale === "pt-BR") return pt_br2_notif_coauthor_invite_closed(inputs)
	if (locale === "ja") return ja_notif_coauthor_invite_closed(inputs)
	if (locale === "ar") return ar_notif_coauthor_invite_closed(inputs)
	return en_notif_coauthor_invite_closed(inputs)
});