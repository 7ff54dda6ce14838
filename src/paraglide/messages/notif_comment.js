/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, title: NonNullable<unknown> }} Notif_CommentInputs */

const en_notif_comment = /** @type {(inputs: Notif_CommentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} commented on your story “${i?.title}”`)
};

const fr_notif_comment = /** @type {(inputs: Notif_CommentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} a commenté votre histoire « ${i?.title} »`)
};

const de_notif_comment = /** @type {(inputs: Notif_CommentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} hat Ihre Geschichte „${i?.title}“ kommentiert`)
};

const es_notif_comment = /** @type {(inputs: Notif_CommentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} comentó tu historia «${i?.title}»`)
};

const pt_br2_notif_comment = /** @type {(inputs: Notif_CommentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} comentou sua história “${i?.title}”`)
};

const ja_notif_comment = /** @type {(inputs: Notif_CommentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}さんがあなたの記事「${i?.title}」にコメントしました`)
};

const ar_notif_comment = /** @type {(inputs: Notif_CommentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`علّق ${i?.name} على قصتك «${i?.title}»`)
};

/**
* | output |
* | --- |
* | "{name} commented on your story “{title}”" |
*
* @param {Notif_CommentInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const notif_comment = /** @type {((inputs: Notif_CommentInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notif_CommentInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_notif_comment(inputs)
	if (locale === "de") return de_notif_comment(inputs)
	if (locale === "es") return es_notif_comment(inputs)
	if (locale === "pt-BR") return pt_br2_notif_comment(inputs)
	if (locale === "ja") return ja_notif_comment(inputs)
	if (locale === "ar") return ar_notif_comment(inputs)
	return en_notif_comment(inputs)
});