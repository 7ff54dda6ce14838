/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} St_Account_DeletedInputs */

const en_st_account_deleted = /** @type {(inputs: St_Account_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account and everything in it are deleted. Goodbye.`)
};

const fr_st_account_deleted = /** @type {(inputs: St_Account_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte et tout son contenu sont supprimés. Au revoir.`)
};

const de_st_account_deleted = /** @type {(inputs: St_Account_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Konto und alles darin sind gelöscht. Auf Wiedersehen.`)
};

const es_st_account_deleted = /** @type {(inputs: St_Account_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu cuenta y todo su contenido se eliminaron. Adiós.`)
};

const pt_br2_st_account_deleted = /** @type {(inputs: St_Account_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sua conta e tudo nela foram excluídos. Até logo.`)
};

const ja_st_account_deleted = /** @type {(inputs: St_Account_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`アカウントとそのすべてを削除しました。さようなら。`)
};

const ar_st_account_deleted = /** @type {(inputs: St_Account_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حُذف حسابك وكل ما فيه. وداعًا.`)
};

/**
* | output |
* | --- |
* | "Your account and everything in it are deleted. Goodbye." |
*
* @param {St_Account_DeletedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const st_account_deleted = /** @type {((inputs?: St_Account_DeletedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<St_Account_DeletedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_st_account_deleted(inputs)
	if (locale === "de") return de_st_account_deleted(inputs)
	if (locale === "es") return es_st_account_deleted(inputs)
	if (locale === "pt-BR") return pt_br2_st_account_deleted(inputs)
	if (locale === "ja") return ja_st_account_deleted(inputs)
	if (locale === "ar") return ar_st_account_deleted(inputs)
	return en_st_account_deleted(inputs)
});