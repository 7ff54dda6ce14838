/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Mod_By_DeletedInputs */

const en_lefta_mod_by_deleted = /** @type {(inputs: Lefta_Mod_By_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`by a deleted account`)
};

const fr_lefta_mod_by_deleted = /** @type {(inputs: Lefta_Mod_By_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`par un compte supprimé`)
};

const de_lefta_mod_by_deleted = /** @type {(inputs: Lefta_Mod_By_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`von einem gelöschten Konto`)
};

const es_lefta_mod_by_deleted = /** @type {(inputs: Lefta_Mod_By_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`por una cuenta eliminada`)
};

const pt_br2_lefta_mod_by_deleted = /** @type {(inputs: Lefta_Mod_By_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`por uma conta excluída`)
};

const ja_lefta_mod_by_deleted = /** @type {(inputs: Lefta_Mod_By_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`削除されたアカウントによる`)
};

const ar_lefta_mod_by_deleted = /** @type {(inputs: Lefta_Mod_By_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بقلم حساب محذوف`)
};

/**
* | output |
* | --- |
* | "by a deleted account" |
*
* @param {Lefta_Mod_By_DeletedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_mod_by_deleted = /** @type {((inputs?: Lefta_Mod_By_DeletedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Mod_By_DeletedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_mod_by_deleted(inputs)
	if (locale === "de") return de_lefta_mod_by_deleted(inputs)
	if (locale === "es") return es_lefta_mod_by_deleted(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_mod_by_deleted(inputs)
	if (locale === "ja") return ja_lefta_mod_by_deleted(inputs)
	if (locale === "ar") return ar_lefta_mod_by_deleted(inputs)
	return en_lefta_mod_by_deleted(inputs)
});