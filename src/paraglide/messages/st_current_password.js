/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} St_Current_PasswordInputs */

const en_st_current_password = /** @type {(inputs: St_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Current password`)
};

const fr_st_current_password = /** @type {(inputs: St_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe actuel`)
};

const de_st_current_password = /** @type {(inputs: St_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktuelles Passwort`)
};

const es_st_current_password = /** @type {(inputs: St_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contraseña actual`)
};

const pt_br2_st_current_password = /** @type {(inputs: St_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Senha atual`)
};

const ja_st_current_password = /** @type {(inputs: St_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`現在のパスワード`)
};

const ar_st_current_password = /** @type {(inputs: St_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كلمة المرور الحالية`)
};

/**
* | output |
* | --- |
* | "Current password" |
*
* @param {St_Current_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const st_current_password = /** @type {((inputs?: St_Current_PasswordInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<St_Current_PasswordInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_st_current_password(inputs)
	if (locale === "de") return de_st_current_password(inputs)
	if (locale === "es") return es_st_current_password(inputs)
	if (locale === "pt-BR") return pt_br2_st_current_password(inputs)
	if (locale === "ja") return ja_st_current_password(inputs)
	if (locale === "ar") return ar_st_current_password(inputs)
	return en_st_current_password(inputs)
});