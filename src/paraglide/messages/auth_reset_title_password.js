/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Reset_Title_PasswordInputs */

const en_auth_reset_title_password = /** @type {(inputs: Auth_Reset_Title_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a new password`)
};

const fr_auth_reset_title_password = /** @type {(inputs: Auth_Reset_Title_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un nouveau mot de passe`)
};

const de_auth_reset_title_password = /** @type {(inputs: Auth_Reset_Title_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wählen Sie ein neues Passwort`)
};

const es_auth_reset_title_password = /** @type {(inputs: Auth_Reset_Title_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige una contraseña nueva`)
};

const pt_br2_auth_reset_title_password = /** @type {(inputs: Auth_Reset_Title_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha uma nova senha`)
};

const ja_auth_reset_title_password = /** @type {(inputs: Auth_Reset_Title_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新しいパスワードを決めてください`)
};

const ar_auth_reset_title_password = /** @type {(inputs: Auth_Reset_Title_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختر كلمة مرور جديدة`)
};

/**
* | output |
* | --- |
* | "Choose a new password" |
*
* @param {Auth_Reset_Title_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const auth_reset_title_password = /** @type {((inputs?: Auth_Reset_Title_PasswordInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Reset_Title_PasswordInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_reset_title_password(inputs)
	if (locale === "de") return de_auth_reset_title_password(inputs)
	if (locale === "es") return es_auth_reset_title_password(inputs)
	if (locale === "pt-BR") return pt_br2_auth_reset_title_password(inputs)
	if (locale === "ja") return ja_auth_reset_title_password(inputs)
	if (locale === "ar") return ar_auth_reset_title_password(inputs)
	return en_auth_reset_title_password(inputs)
});