/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Notif_Report_Comment_DismissedInputs */

const en_notif_report_comment_dismissed = /** @type {(inputs: Notif_Report_Comment_DismissedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your report about a comment on “${i?.title}” was reviewed: it does not break the rules, so the comment stays`)
};

const fr_notif_report_comment_dismissed = /** @type {(inputs: Notif_Report_Comment_DismissedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre signalement d’un commentaire sur « ${i?.title} » a été examiné : il respecte les règles, le commentaire reste`)
};

const de_notif_report_comment_dismissed = /** @type {(inputs: Notif_Report_Comment_DismissedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihre Meldung eines Kommentars zu „${i?.title}“ wurde geprüft: Er verstößt nicht gegen die Regeln, der Kommentar bleibt`)
};

const es_notif_report_comment_dismissed = /** @type {(inputs: Notif_Report_Comment_DismissedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu denuncia sobre un comentario en «${i?.title}» fue revisada: no incumple las normas, así que el comentario se queda`)
};

const pt_br2_notif_report_comment_dismissed = /** @type {(inputs: Notif_Report_Comment_DismissedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sua denúncia sobre um comentário em “${i?.title}” foi analisada: ele não viola as regras, então o comentário continua`)
};

const ja_notif_report_comment_dismissed = /** @type {(inputs: Notif_Report_Comment_DismissedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`「${i?.title}」へのコメントについてのあなたの報告は確認されました。規約違反ではないため、コメントはそのまま残ります`)
};

const ar_notif_report_comment_dismissed = /** @type {(inputs: Notif_Report_Comment_DismissedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`رُوجع بلاغك عن تعليق على «${i?.title}»: لا يخالف القواعد، لذا يبقى التعليق`)
};

/**
* | output |
* | --- |
* | "Your report about a comment on “{title}” was reviewed: it does not break the rules, so the comment stays" |
*
* @param {Notif_Report_Comment_DismissedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const notif_report_comment_dismissed = /** @type {((inputs: Notif_Report_Comment_DismissedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notif_Report_Comment_DismissedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_notif_report_comment_dismissed(inputs)
	if (locale === "de") return de_notif_report_comment_dismissed(inputs)
	if (locale === "es") return es_notif_report_comment_dismissed(inputs)
	if (locale === "pt-BR") return pt_br2_notif_report_comment_dismissed(inputs)
	if (locale === "ja") return ja_notif_report_comment_dismissed(inputs)
	if (locale === "ar") return ar_notif_report_comment_dismissed(inputs)
	return en_notif_report_comment_dismissed(inputs)
});