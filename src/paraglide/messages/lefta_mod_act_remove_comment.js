/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ subject: NonNullable<unknown> }} Lefta_Mod_Act_Remove_CommentInputs */

const en_lefta_mod_act_remove_comment = /** @type {(inputs: Lefta_Mod_Act_Remove_CommentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`removed a comment on ${i?.subject}`)
};

const fr_lefta_mod_act_remove_comment = /** @type {(inputs: Lefta_Mod_Act_Remove_CommentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a supprimé un commentaire sur ${i?.subject}`)
};

const de_lefta_mod_act_remove_comment = /** @type {(inputs: Lefta_Mod_Act_Remove_CommentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`hat einen Kommentar zu ${i?.subject} entfernt`)
};

const es_lefta_mod_act_remove_comment = /** @type {(inputs: Lefta_Mod_Act_Remove_CommentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`eliminó un comentario en ${i?.subject}`)
};

const pt_br2_lefta_mod_act_remove_comment = /** @type {(inputs: Lefta_Mod_Act_Remove_CommentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`removeu um comentário em ${i?.subject}`)
};

const ja_lefta_mod_act_remove_comment = /** @type {(inputs: Lefta_Mod_Act_Remove_CommentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`が ${i?.subject} のコメントを削除しました`)
};

const ar_lefta_mod_act_remove_comment = /** @type {(inputs: Lefta_Mod_Act_Remove_CommentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`حذف تعليقًا على ${i?.subject}`)
};

/**
* | output |
* | --- |
* | "removed a comment on {subject}" |
*
* @param {Lefta_Mod_Act_Remove_CommentInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_mod_act_remove_comment = /** @type {((inputs: Lefta_Mod_Act_Remove_CommentInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Mod_Act_Remove_CommentInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_mod_act_remove_comment(inputs)
	if (locale === "de") return de_lefta_mod_act_remove_comment(inputs)
	if (locale === "es") return es_lefta_mod_act_remove_comment(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_mod_act_remove_comment(inputs)
	if (locale === "ja") return ja_lefta_mod_act_remove_comment(inputs)
	if (locale === "ar") return ar_lefta_mod_act_remove_comment(inputs)
	return en_lefta_mod_act_remove_comment(inputs)
});