/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Needs_Js_RegisterInputs */

const en_auth_needs_js_register = /** @type {(inputs: Auth_Needs_Js_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creating an account needs JavaScript turned on.`)
};

const fr_auth_needs_js_register = /** @type {(inputs: Auth_Needs_Js_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La création d’un compte nécessite JavaScript.`)
};

const de_auth_needs_js_register = /** @type {(inputs: Auth_Needs_Js_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zum Erstellen eines Kontos muss JavaScript aktiviert sein.`)
};

const es_auth_needs_js_register = /** @type {(inputs: Auth_Needs_Js_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para crear una cuenta hace falta JavaScript.`)
};

const pt_br2_auth_needs_js_register = /** @type {(inputs: Auth_Needs_Js_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para criar uma conta é preciso ativar o JavaScript.`)
};

const ja_auth_needs_js_register = /** @type {(inputs: Auth_Needs_Js_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`アカウントの作成には JavaScript を有効にしてください。`)
};

const ar_auth_needs_js_register = /** @type {(inputs: Auth_Needs_Js_RegisterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يتطلب إنشاء حساب تفعيل JavaScript.`)
};

/**
* | output |
* | --- |
* | "Creating an account needs JavaScript turned on." |
*
* @param {Auth_Needs_Js_RegisterInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const auth_needs_js_register = /** @type {((inputs?: Auth_Needs_Js_RegisterInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Needs_Js_RegisterInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_needs_js_register(inputs)
	if (locale === "de") return de_auth_needs_js_register(inputs)
	if (locale === "es") return es_auth_needs_js_register(inputs)
	if (locale === "pt-BR") return pt_br2_auth_needs_js_register(inputs)
	if (locale === "ja") return ja_auth_needs_js_register(inputs)
	if (locale === "ar") return ar_auth_needs_js_register(inputs)
	return en_auth_needs_js_register(inputs)
});