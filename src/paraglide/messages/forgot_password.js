/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forgot_PasswordInputs */

const en_forgot_password = /** @type {(inputs: Forgot_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forgot password?`)
};

const fr_forgot_password = /** @type {(inputs: Forgot_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe oublié ?`)
};

const de_forgot_password = /** @type {(inputs: Forgot_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort vergessen?`)
};

const es_forgot_password = /** @type {(inputs: Forgot_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Olvidaste tu contraseña?`)
};

const pt_br2_forgot_password = /** @type {(inputs: Forgot_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esqueceu a senha?`)
};

const ja_forgot_password = /** @type {(inputs: Forgot_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`パスワードをお忘れですか？`)
};

const ar_forgot_password = /** @type {(inputs: Forgot_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نسيت كلمة المرور؟`)
};

/**
* | output |
* | --- |
* | "Forgot password?" |
*
* @param {Forgot_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const forgot_password = /** @type {((inputs?: Forgot_PasswordInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forgot_PasswordInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_forgot_password(inputs)
	if (locale === "de") return de_forgot_password(inputs)
	if (locale === "es") return es_forgot_password(inputs)
	if (locale === "pt-BR") return pt_br2_forgot_password(inputs)
	if (locale === "ja") return ja_forgot_password(inputs)
	if (locale === "ar") return ar_forgot_password(inputs)
	return en_forgot_password(inputs)
});