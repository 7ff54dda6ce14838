/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cm_DeletedInputs */

const en_cm_deleted = /** @type {(inputs: Cm_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment deleted`)
};

const fr_cm_deleted = /** @type {(inputs: Cm_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commentaire supprimé`)
};

const de_cm_deleted = /** @type {(inputs: Cm_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kommentar gelöscht`)
};

const es_cm_deleted = /** @type {(inputs: Cm_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comentario eliminado`)
};

const pt_br2_cm_deleted = /** @type {(inputs: Cm_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comentário excluído`)
};

const ja_cm_deleted = /** @type {(inputs: Cm_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`コメントを削除しました`)
};

const ar_cm_deleted = /** @type {(inputs: Cm_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حُذف التعليق`)
};

/**
* | output |
* | --- |
* | "Comment deleted" |
*
* @param {Cm_DeletedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const cm_deleted = /** @type {((inputs?: Cm_DeletedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cm_DeletedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cm_deleted(inputs)
	if (locale === "de") return de_cm_deleted(inputs)
	if (locale === "es") return es_cm_deleted(inputs)
	if (locale === "pt-BR") return pt_br2_cm_deleted(inputs)
	if (locale === "ja") return ja_cm_deleted(inputs)
	if (locale === "ar") return ar_cm_deleted(inputs)
	return en_cm_deleted(inputs)
});