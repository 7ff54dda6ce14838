/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cm_Delete_ConfirmInputs */

const en_cm_delete_confirm = /** @type {(inputs: Cm_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete this comment?`)
};

const fr_cm_delete_confirm = /** @type {(inputs: Cm_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer ce commentaire ?`)
};

const de_cm_delete_confirm = /** @type {(inputs: Cm_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diesen Kommentar löschen?`)
};

const es_cm_delete_confirm = /** @type {(inputs: Cm_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Eliminar este comentario?`)
};

const pt_br2_cm_delete_confirm = /** @type {(inputs: Cm_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Excluir este comentário?`)
};

const ja_cm_delete_confirm = /** @type {(inputs: Cm_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`このコメントを削除しますか?`)
};

const ar_cm_delete_confirm = /** @type {(inputs: Cm_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أتريد حذف هذا التعليق؟`)
};

/**
* | output |
* | --- |
* | "Delete this comment?" |
*
* @param {Cm_Delete_ConfirmInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const cm_delete_confirm = /** @type {((inputs?: Cm_Delete_ConfirmInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cm_Delete_ConfirmInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cm_delete_confirm(inputs)
	if (locale === "de") return de_cm_delete_confirm(inputs)
	if (locale === "es") return es_cm_delete_confirm(inputs)
	if (locale === "pt-BR") return pt_br2_cm_delete_confirm(inputs)
	if (locale === "ja") return ja_cm_delete_confirm(inputs)
	if (locale === "ar") return ar_cm_delete_confirm(inputs)
	return en_cm_delete_confirm(inputs)
});