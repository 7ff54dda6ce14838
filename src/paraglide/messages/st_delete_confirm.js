/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} St_Delete_ConfirmInputs */

const en_st_delete_confirm = /** @type {(inputs: St_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete your account for good? This cannot be undone.`)
};

const fr_st_delete_confirm = /** @type {(inputs: St_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer votre compte pour de bon ? C’est irréversible.`)
};

const de_st_delete_confirm = /** @type {(inputs: St_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Konto endgültig löschen? Das lässt sich nicht rückgängig machen.`)
};

const es_st_delete_confirm = /** @type {(inputs: St_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Eliminar tu cuenta para siempre? No se puede deshacer.`)
};

const pt_br2_st_delete_confirm = /** @type {(inputs: St_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Excluir sua conta de vez? Isso não pode ser desfeito.`)
};

const ja_st_delete_confirm = /** @type {(inputs: St_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`アカウントを完全に削除しますか?元に戻せません。`)
};

const ar_st_delete_confirm = /** @type {(inputs: St_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أتريد حذف حسابك نهائيًا؟ لا يمكن التراجع عن ذلك.`)
};

/**
* | output |
* | --- |
* | "Delete your account for good? This cannot be undone." |
*
* @param {St_Delete_ConfirmInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const st_delete_confirm = /** @type {((inputs?: St_Delete_ConfirmInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<St_Delete_ConfirmInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_st_delete_confirm(inputs)
	if (locale === "de") return de_st_delete_confirm(inputs)
	if (locale === "es") return es_st_delete_confirm(inputs)
	if (locale === "pt-BR") return pt_br2_st_delete_confirm(inputs)
	if (locale === "ja") return ja_st_delete_confirm(inputs)
	if (locale === "ar") return ar_st_delete_confirm(inputs)
	return en_st_delete_confirm(inputs)
});