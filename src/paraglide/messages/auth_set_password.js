/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Set_PasswordInputs */

const en_auth_set_password = /** @type {(inputs: Auth_Set_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set the new password`)
};

const fr_auth_set_password = /** @type {(inputs: Auth_Set_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer le nouveau mot de passe`)
};

const de_auth_set_password = /** @type {(inputs: Auth_Set_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neues Passwort festlegen`)
};

const es_auth_set_password = /** @type {(inputs: Auth_Set_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar la contraseña nueva`)
};

const pt_br2_auth_set_password = /** @type {(inputs: Auth_Set_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Definir a nova senha`)
};

const ja_auth_set_password = /** @type {(inputs: Auth_Set_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新しいパスワードを設定`)
};

const ar_auth_set_password = /** @type {(inputs: Auth_Set_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عيّن كلمة المرور الجديدة`)
};

/**
* | output |
* | --- |
* | "Set the new password" |
*
* @param {Auth_Set_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const auth_set_password = /** @type {((inputs?: Auth_Set_PasswordInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Set_PasswordInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_set_password(inputs)
	if (locale === "de") return de_auth_set_password(inputs)
	if (locale === "es") return es_auth_set_password(inputs)
	if (locale === "pt-BR") return pt_br2_auth_set_password(inputs)
	if (locale === "ja") return ja_auth_set_password(inputs)
	if (locale === "ar") return ar_auth_set_password(inputs)
	return en_auth_set_password(inputs)
});