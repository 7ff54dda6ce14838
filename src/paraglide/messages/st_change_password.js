/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} St_Change_PasswordInputs */

const en_st_change_password = /** @type {(inputs: St_Change_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change password`)
};

const fr_st_change_password = /** @type {(inputs: St_Change_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changer le mot de passe`)
};

const de_st_change_password = /** @type {(inputs: St_Change_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort ändern`)
};

const es_st_change_password = /** @type {(inputs: St_Change_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiar contraseña`)
};

const pt_br2_st_change_password = /** @type {(inputs: St_Change_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alterar senha`)
};

const ja_st_change_password = /** @type {(inputs: St_Change_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`パスワードを変更`)
};

const ar_st_change_password = /** @type {(inputs: St_Change_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تغيير كلمة المرور`)
};

/**
* | output |
* | --- |
* | "Change password" |
*
* @param {St_Change_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const st_change_password = /** @type {((inputs?: St_Change_PasswordInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<St_Change_PasswordInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_st_change_password(inputs)
	if (locale === "de") return de_st_change_password(inputs)
	if (locale === "es") return es_st_change_password(inputs)
	if (locale === "pt-BR") return pt_br2_st_change_password(inputs)
	if (locale === "ja") return ja_st_change_password(inputs)
	if (locale === "ar") return ar_st_change_password(inputs)
	return en_st_change_password(inputs)
});