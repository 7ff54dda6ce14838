/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown>, reason: NonNullable<unknown> }} Notif_Comment_RemovedInputs */

const en_notif_comment_removed = /** @type {(inputs: Notif_Comment_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A moderator removed your comment on “${i?.title}”. Why: ${i?.reason}`)
};

const fr_notif_comment_removed = /** @type {(inputs: Notif_Comment_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un modérateur a supprimé votre commentaire sur « ${i?.title} ». Motif : ${i?.reason}`)
};

const de_notif_comment_removed = /** @type {(inputs: Notif_Comment_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ein Moderator hat Ihren Kommentar zu „${i?.title}“ entfernt. Grund: ${i?.reason}`)
};

const es_notif_comment_removed = /** @type {(inputs: Notif_Comment_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un moderador eliminó tu comentario en «${i?.title}». Motivo: ${i?.reason}`)
};

const pt_br2_notif_comment_removed = /** @type {(inputs: Notif_Comment_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Um moderador removeu seu comentário em “${i?.title}”. Motivo: ${i?.reason}`)
};

const ja_notif_comment_removed = /** @type {(inputs: Notif_Comment_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`モデレーターが「${i?.title}」へのあなたのコメントを削除しました。理由: ${i?.reason}`)
};

const ar_notif_comment_removed = /** @type {(inputs: Notif_Comment_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`حذف أحد المشرفين تعليقك على «${i?.title}». السبب: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "A moderator removed your comment on “{title}”. Why: {reason}" |
*
* @param {Notif_Comment_RemovedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const notif_comment_removed = /** @type {((inputs: Notif_Comment_RemovedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notif_Comment_RemovedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_notif_comment_removed(inputs)
	if (locale === "de") return de_notif_comment_removed(inputs)
	if (locale === "es") return es_notif_comment_removed(inputs)
	if (locale === "pt-BR") return pt_br2_notif_comment_removed(inputs)
	if (locale === "ja") return ja_notif_comment_removed(inputs)
	if (locale === "ar") return ar_notif_comment_removed(inputs)
	return en_notif_comment_removed(inputs)
});