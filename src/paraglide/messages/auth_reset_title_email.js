/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Reset_Title_EmailInputs */

const en_auth_reset_title_email = /** @type {(inputs: Auth_Reset_Title_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the e-mail of your account`)
};

const fr_auth_reset_title_email = /** @type {(inputs: Auth_Reset_Title_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez l’adresse e-mail de votre compte`)
};

const de_auth_reset_title_email = /** @type {(inputs: Auth_Reset_Title_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie die E-Mail-Adresse Ihres Kontos ein`)
};

const es_auth_reset_title_email = /** @type {(inputs: Auth_Reset_Title_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe el correo de tu cuenta`)
};

const pt_br2_auth_reset_title_email = /** @type {(inputs: Auth_Reset_Title_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digite o e-mail da sua conta`)
};

const ja_auth_reset_title_email = /** @type {(inputs: Auth_Reset_Title_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`アカウントのメールアドレスを入力してください`)
};

const ar_auth_reset_title_email = /** @type {(inputs: Auth_Reset_Title_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أدخل البريد الإلكتروني لحسابك`)
};

/**
* | output |
* | --- |
* | "Enter the e-mail of your account" |
*
* @param {Auth_Reset_Title_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const auth_reset_title_email = /** @type {((inputs?: Auth_Reset_Title_EmailInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Reset_Title_EmailInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_reset_title_email(inputs)
	if (locale === "de") return de_auth_reset_title_email(inputs)
	if (locale === "es") return es_auth_reset_title_email(inputs)
	if (locale === "pt-BR") return pt_br2_auth_reset_title_email(inputs)
	if (locale === "ja") return ja_auth_reset_title_email(inputs)
	if (locale === "ar") return ar_auth_reset_title_email(inputs)
	return en_auth_reset_title_email(inputs)
});