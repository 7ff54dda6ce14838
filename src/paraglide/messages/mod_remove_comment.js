/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mod_Remove_CommentInputs */

const en_mod_remove_comment = /** @type {(inputs: Mod_Remove_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove the comment`)
};

const fr_mod_remove_comment = /** @type {(inputs: Mod_Remove_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer le commentaire`)
};

const de_mod_remove_comment = /** @type {(inputs: Mod_Remove_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kommentar entfernen`)
};

const es_mod_remove_comment = /** @type {(inputs: Mod_Remove_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar el comentario`)
};

const pt_br2_mod_remove_comment = /** @type {(inputs: Mod_Remove_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remover o comentário`)
};

const ja_mod_remove_comment = /** @type {(inputs: Mod_Remove_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`コメントを削除する`)
};

const ar_mod_remove_comment = /** @type {(inputs: Mod_Remove_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف التعليق`)
};

/**
* | output |
* | --- |
* | "Remove the comment" |
*
* @param {Mod_Remove_CommentInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mod_remove_comment = /** @type {((inputs?: Mod_Remove_CommentInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mod_Remove_CommentInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mod_remove_comment(inputs)
	if (locale === "de") return de_mod_remove_comment(inputs)
	if (locale === "es") return es_mod_remove_comment(inputs)
	if (locale === "pt-BR") return pt_br2_mod_remove_comment(inputs)
	if (locale === "ja") return ja_mod_remove_comment(inputs)
	if (locale === "ar") return ar_mod_remove_comment(inputs)
	return en_mod_remove_comment(inputs)
});