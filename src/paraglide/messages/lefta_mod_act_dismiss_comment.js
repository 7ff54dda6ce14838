/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ subject: NonNullable<unknown> }} Lefta_Mod_Act_Dismiss_CommentInputs */

const en_lefta_mod_act_dismiss_comment = /** @type {(inputs: Lefta_Mod_Act_Dismiss_CommentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`dismissed the reports on a comment: ${i?.subject}`)
};

const fr_lefta_mod_act_dismiss_comment = /** @type {(inputs: Lefta_Mod_Act_Dismiss_CommentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a classé les signalements sur un commentaire : ${i?.subject}`)
};

const de_lefta_mod_act_dismiss_comment = /** @type {(inputs: Lefta_Mod_Act_Dismiss_CommentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`hat die Meldungen zu einem Kommentar abgewiesen: ${i?.subject}`)
};

const es_lefta_mod_act_dismiss_comment = /** @type {(inputs: Lefta_Mod_Act_Dismiss_CommentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`desestimó las denuncias sobre un comentario: ${i?.subject}`)
};

const pt_br2_lefta_mod_act_dismiss_comment = /** @type {(inputs: Lefta_Mod_Act_Dismiss_CommentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`descartou as denúncias sobre um comentário: ${i?.subject}`)
};

const ja_lefta_mod_act_dismiss_comment = /** @type {(inputs: Lefta_Mod_Act_Dismiss_CommentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`がコメントへの報告を却下しました: ${i?.subject}`)
};

const ar_lefta_mod_act_dismiss_comment = /** @type {(inputs: Lefta_Mod_Act_Dismiss_CommentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`رفض البلاغات عن تعليق: ${i?.subject}`)
};

/**
* | output |
* | --- |
* | "dismissed the reports on a comment: {subject}" |
*
* @param {Lefta_Mod_Act_Dismiss_CommentInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_mod_act_dismiss_comment = /** @type {((inputs: Lefta_Mod_Act_Dismiss_CommentInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Mod_Act_Dismiss_CommentInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_mod_act_dismiss_comment(inputs)
	if (locale === "de") return de_lefta_mod_act_dismiss_comment(inputs)
	if (locale === "es") return es_lefta_mod_act_dismiss_comment(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_mod_act_dismiss_comment(inputs)
	if (locale === "ja") return ja_lefta_mod_act_dismiss_comment(inputs)
	if (locale === "ar") return ar_lefta_mod_act_dismiss_comment(inputs)
	return en_lefta_mod_act_dismiss_comment(inputs)
});