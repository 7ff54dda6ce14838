/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mod_Comment_RemovedInputs */

const en_mod_comment_removed = /** @type {(inputs: Mod_Comment_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment removed`)
};

const fr_mod_comment_removed = /** @type {(inputs: Mod_Comment_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commentaire supprimé`)
};

const de_mod_comment_removed = /** @type {(inputs: Mod_Comment_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kommentar entfernt`)
};

const es_mod_comment_removed = /** @type {(inputs: Mod_Comment_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comentario eliminado`)
};

const pt_br2_mod_comment_removed = /** @type {(inputs: Mod_Comment_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comentário removido`)
};

const ja_mod_comment_removed = /** @type {(inputs: Mod_Comment_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`コメントを削除しました`)
};

const ar_mod_comment_removed = /** @type {(inputs: Mod_Comment_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حُذف التعليق`)
};

/**
* | output |
* | --- |
* | "Comment removed" |
*
* @param {Mod_Comment_RemovedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mod_comment_removed = /** @type {((inputs?: Mod_Comment_RemovedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mod_Comment_RemovedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mod_comment_removed(inputs)
	if (locale === "de") return de_mod_comment_removed(inputs)
	if (locale === "es") return es_mod_comment_removed(inputs)
	if (locale === "pt-BR") return pt_br2_mod_comment_removed(inputs)
	if (locale === "ja") return ja_mod_comment_removed(inputs)
	if (locale === "ar") return ar_mod_comment_removed(inputs)
	return en_mod_comment_removed(inputs)
});