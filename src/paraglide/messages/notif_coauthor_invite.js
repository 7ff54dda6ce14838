/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, title: NonNullable<unknown> }} Notif_Coauthor_InviteInputs */

const en_notif_coauthor_invite = /** @type {(inputs: Notif_Coauthor_InviteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} invited you to co-author “${i?.title}”`)
};

const fr_notif_coauthor_invite = /** @type {(inputs: Notif_Coauthor_InviteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} vous a invité à coécrire « ${i?.title} »`)
};

const de_notif_coauthor_invite = /** @type {(inputs: Notif_Coauthor_InviteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} hat Sie eingeladen, „${i?.title}“ mitzuschreiben`)
};

const es_notif_coauthor_invite = /** @type {(inputs: Notif_Coauthor_InviteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} te invitó a ser coautor de «${i?.title}»`)
};

const pt_br2_notif_coauthor_invite = /** @type {(inputs: Notif_Coauthor_InviteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} convidou você para ser coautor de “${i?.title}”`)
};

const ja_notif_coauthor_invite = /** @type {(inputs: Notif_Coauthor_InviteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} さんがあなたを「${i?.title}」の共著者に招待しました`)
};

const ar_notif_coauthor_invite = /** @type {(inputs: Notif_Coauthor_InviteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`دعاك ${i?.name} للمشاركة في تأليف «${i?.title}»`)
};

/**
* | output |
* | --- |
* | "{name} invited you to co-author “{title}”" |
*
* @param {Notif_Coauthor_InviteInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const notif_coauthor_invite = /** @type {((inputs: Notif_Coauthor_InviteInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notif_Coauthor_InviteInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_notif_coauthor_invite(inputs)
	if (locale === "de") return de_notif_coauthor_invite(inputs)
	if (locale === "es") return es_notif_coauthor_invite(inputs)
	if (locale === "pt-BR") return pt_br2_notif_coauthor_invite(inputs)
	if (locale === "ja") return ja_notif_coauthor_invite(inputs)
	if (locale === "ar") return ar_notif_coauthor_invite(inputs)
	return en_notif_coauthor_invite(inputs)
});