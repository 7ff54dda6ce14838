/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} St_Set_PasswordInputs */

const en_st_set_password = /** @type {(inputs: St_Set_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set password`)
};

const fr_st_set_password = /** @type {(inputs: St_Set_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Définir un mot de passe`)
};

const de_st_set_password = /** @type {(inputs: St_Set_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort festlegen`)
};

const es_st_set_password = /** @type {(inputs: St_Set_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Establecer contraseña`)
};

const pt_br2_st_set_password = /** @type {(inputs: St_Set_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Definir senha`)
};

const ja_st_set_password = /** @type {(inputs: St_Set_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`パスワードを設定`)
};

const ar_st_set_password = /** @type {(inputs: St_Set_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعيين كلمة مرور`)
};

/**
* | output |
* | --- |
* | "Set password" |
*
* @param {St_Set_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const st_set_password = /** @type {((inputs?: St_Set_PasswordInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<St_Set_PasswordInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_st_set_password(inputs)
	if (locale === "de") return de_st_set_password(inputs)
	if (locale === "es") return es_st_set_password(inputs)
	if (locale === "pt-BR") return pt_br2_st_set_password(inputs)
	if (locale === "ja") return ja_st_set_password(inputs)
	if (locale === "ar") return ar_st_set_password(inputs)
	return en_st_set_password(inputs)
});