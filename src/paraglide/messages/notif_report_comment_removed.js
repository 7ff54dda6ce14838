/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Notif_Report_Comment_RemovedInputs */

const en_notif_report_comment_removed = /** @type {(inputs: Notif_Report_Comment_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your report about a comment on “${i?.title}” was reviewed: the comment was removed`)
};

const fr_notif_report_comment_removed = /** @type {(inputs: Notif_Report_Comment_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre signalement d’un commentaire sur « ${i?.title} » a été examiné : le commentaire a été supprimé`)
};

const de_notif_report_comment_removed = /** @type {(inputs: Notif_Report_Comment_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihre Meldung eines Kommentars zu „${i?.title}“ wurde geprüft: Der Kommentar wurde entfernt`)
};

const es_notif_report_comment_removed = /** @type {(inputs: Notif_Report_Comment_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu denuncia sobre un comentario en «${i?.title}» fue revisada: el comentario fue eliminado`)
};

const pt_br2_notif_report_comment_removed = /** @type {(inputs: Notif_Report_Comment_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sua denúncia sobre um comentário em “${i?.title}” foi analisada: o comentário foi removido`)
};

const ja_notif_report_comment_removed = /** @type {(inputs: Notif_Report_Comment_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`「${i?.title}」へのコメントについてのあなたの報告は確認されました。コメントは削除されました`)
};

const ar_notif_report_comment_removed = /** @type {(inputs: Notif_Report_Comment_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`رُوجع بلاغك عن تعليق على «${i?.title}»: حُذف التعليق`)
};

/**
* | output |
* | --- |
* | "Your report about a comment on “{title}” was reviewed: the comment was removed" |
*
* @param {Notif_Report_Comment_RemovedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const notif_report_comment_removed = /** @type {((inputs: Notif_Report_Comment_RemovedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notif_Report_Comment_RemovedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_notif_report_comment_removed(inputs)
	if (locale === "de") return de_notif_report_comment_removed(inputs)
	if (locale === "es") return es_notif_report_comment_removed(inputs)
	if (locale === "pt-BR") return pt_br2_notif_report_comment_removed(inputs)
	if (locale === "ja") return ja_notif_report_comment_removed(inputs)
	if (locale === "ar") return ar_notif_report_comment_removed(inputs)
	return en_notif_report_comment_removed(inputs)
});