/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Needs_Js_Sign_InInputs */

const en_auth_needs_js_sign_in = /** @type {(inputs: Auth_Needs_Js_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing in needs JavaScript turned on.`)
};

const fr_auth_needs_js_sign_in = /** @type {(inputs: Auth_Needs_Js_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La connexion nécessite JavaScript.`)
};

const de_auth_needs_js_sign_in = /** @type {(inputs: Auth_Needs_Js_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zum Anmelden muss JavaScript aktiviert sein.`)
};

const es_auth_needs_js_sign_in = /** @type {(inputs: Auth_Needs_Js_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para iniciar sesión hace falta JavaScript.`)
};

const pt_br2_auth_needs_js_sign_in = /** @type {(inputs: Auth_Needs_Js_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para entrar é preciso ativar o JavaScript.`)
};

const ja_auth_needs_js_sign_in = /** @type {(inputs: Auth_Needs_Js_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ログインには JavaScript を有効にしてください。`)
};

const ar_auth_needs_js_sign_in = /** @type {(inputs: Auth_Needs_Js_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يتطلب تسجيل الدخول تفعيل JavaScript.`)
};

/**
* | output |
* | --- |
* | "Signing in needs JavaScript turned on." |
*
* @param {Auth_Needs_Js_Sign_InInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const auth_needs_js_sign_in = /** @type {((inputs?: Auth_Needs_Js_Sign_InInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Needs_Js_Sign_InInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_needs_js_sign_in(inputs)
	if (locale === "de") return de_auth_needs_js_sign_in(inputs)
	if (locale === "es") return es_auth_needs_js_sign_in(inputs)
	if (locale === "pt-BR") return pt_br2_auth_needs_js_sign_in(inputs)
	if (locale === "ja") return ja_auth_needs_js_sign_in(inputs)
	if (locale === "ar") return ar_auth_needs_js_sign_in(inputs)
	return en_auth_needs_js_sign_in(inputs)
});