/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, title: NonNullable<unknown> }} Notif_ReplyInputs */

const en_notif_reply = /** @type {(inputs: Notif_ReplyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} replied to your comment on “${i?.title}”`)
};

const fr_notif_reply = /** @type {(inputs: Notif_ReplyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} a répondu à votre commentaire sur « ${i?.title} »`)
};

const de_notif_reply = /** @type {(inputs: Notif_ReplyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} hat auf Ihren Kommentar zu „${i?.title}“ geantwortet`)
};

const es_notif_reply = /** @type {(inputs: Notif_ReplyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} respondió a tu comentario en «${i?.title}»`)
};

const pt_br2_notif_reply = /** @type {(inputs: Notif_ReplyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} respondeu ao seu comentário em “${i?.title}”`)
};

const ja_notif_reply = /** @type {(inputs: Notif_ReplyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}さんが「${i?.title}」へのあなたのコメントに返信しました`)
};

const ar_notif_reply = /** @type {(inputs: Notif_ReplyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ردّ ${i?.name} على تعليقك على «${i?.title}»`)
};

/**
* | output |
* | --- |
* | "{name} replied to your comment on “{title}”" |
*
* @param {Notif_ReplyInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const notif_reply = /** @type {((inputs: Notif_ReplyInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notif_ReplyInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_notif_reply(inputs)
	if (locale === "de") return de_notif_reply(inputs)
	if (locale === "es") return es_notif_reply(inputs)
	if (locale === "pt-BR") return pt_br2_notif_reply(inputs)
	if (locale === "ja") return ja_notif_reply(inputs)
	if (locale === "ar") return ar_notif_reply(inputs)
	return en_notif_reply(inputs)
});