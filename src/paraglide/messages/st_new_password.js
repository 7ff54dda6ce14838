/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} St_New_PasswordInputs */

const en_st_new_password = /** @type {(inputs: St_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New password`)
};

const fr_st_new_password = /** @type {(inputs: St_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveau mot de passe`)
};

const de_st_new_password = /** @type {(inputs: St_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neues Passwort`)
};

const es_st_new_password = /** @type {(inputs: St_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contraseña nueva`)
};

const pt_br2_st_new_password = /** @type {(inputs: St_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nova senha`)
};

const ja_st_new_password = /** @type {(inputs: St_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新しいパスワード`)
};

const ar_st_new_password = /** @type {(inputs: St_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كلمة المرور الجديدة`)
};

/**
* | output |
* | --- |
* | "New password" |
*
* @param {St_New_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const st_new_password = /** @type {((inputs?: St_New_PasswordInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<St_New_PasswordInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_st_new_password(inputs)
	if (locale === "de") return de_st_new_password(inputs)
	if (locale === "es") return es_st_new_password(inputs)
	if (locale === "pt-BR") return pt_br2_st_new_password(inputs)
	if (locale === "ja") return ja_st_new_password(inputs)
	if (locale === "ar") return ar_st_new_password(inputs)
	return en_st_new_password(inputs)
});