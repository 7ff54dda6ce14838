/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, title: NonNullable<unknown> }} Notif_MentionInputs */

const en_notif_mention = /** @type {(inputs: Notif_MentionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} mentioned you in a comment on “${i?.title}”`)
};

const fr_notif_mention = /** @type {(inputs: Notif_MentionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} vous a mentionné dans un commentaire sur « ${i?.title} »`)
};

const de_notif_mention = /** @type {(inputs: Notif_MentionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} hat Sie in einem Kommentar zu „${i?.title}“ erwähnt`)
};

const es_notif_mention = /** @type {(inputs: Notif_MentionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} te mencionó en un comentario en «${i?.title}»`)
};

const pt_br2_notif_mention = /** @type {(inputs: Notif_MentionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} mencionou você em um comentário em “${i?.title}”`)
};

const ja_notif_mention = /** @type {(inputs: Notif_MentionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}さんが「${i?.title}」へのコメントであなたをメンションしました`)
};

const ar_notif_mention = /** @type {(inputs: Notif_MentionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أشار إليك ${i?.name} في تعليق على «${i?.title}»`)
};

/**
* | output |
* | --- |
* | "{name} mentioned you in a comment on “{title}”" |
*
* @param {Notif_MentionInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const notif_mention = /** @type {((inputs: Notif_MentionInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notif_MentionInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_notif_mention(inputs)
	if (locale === "de") return de_notif_mention(inputs)
	if (locale === "es") return es_notif_mention(inputs)
	if (locale === "pt-BR") return pt_br2_notif_mention(inputs)
	if (locale === "ja") return ja_notif_mention(inputs)
	if (locale === "ar") return ar_notif_mention(inputs)
	return en_notif_mention(inputs)
});