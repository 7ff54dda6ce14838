/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} St_Delete_AccountInputs */

const en_st_delete_account = /** @type {(inputs: St_Delete_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete my account`)
};

const fr_st_delete_account = /** @type {(inputs: St_Delete_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer mon compte`)
};

const de_st_delete_account = /** @type {(inputs: St_Delete_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mein Konto löschen`)
};

const es_st_delete_account = /** @type {(inputs: St_Delete_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar mi cuenta`)
};

const pt_br2_st_delete_account = /** @type {(inputs: St_Delete_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Excluir minha conta`)
};

const ja_st_delete_account = /** @type {(inputs: St_Delete_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`アカウントを削除`)
};

const ar_st_delete_account = /** @type {(inputs: St_Delete_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف حسابي`)
};

/**
* | output |
* | --- |
* | "Delete my account" |
*
* @param {St_Delete_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const st_delete_account = /** @type {((inputs?: St_Delete_AccountInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<St_Delete_AccountInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_st_delete_account(inputs)
	if (locale === "de") return de_st_delete_account(inputs)
	if (locale === "es") return es_st_delete_account(inputs)
	if (locale === "pt-BR") return pt_br2_st_delete_account(inputs)
	if (locale === "ja") return ja_st_delete_account(inputs)
	if (locale === "ar") return ar_st_delete_account(inputs)
	return en_st_delete_account(inputs)
});