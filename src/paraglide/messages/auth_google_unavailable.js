/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Google_UnavailableInputs */

const en_auth_google_unavailable = /** @type {(inputs: Auth_Google_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google sign-in is unavailable right now.`)
};

const fr_auth_google_unavailable = /** @type {(inputs: Auth_Google_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La connexion avec Google est indisponible pour le moment.`)
};

const de_auth_google_unavailable = /** @type {(inputs: Auth_Google_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Anmeldung mit Google ist gerade nicht verfügbar.`)
};

const es_auth_google_unavailable = /** @type {(inputs: Auth_Google_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El inicio de sesión con Google no está disponible ahora mismo.`)
};

const pt_br2_auth_google_unavailable = /** @type {(inputs: Auth_Google_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O login com o Google não está disponível no momento.`)
};

const ja_auth_google_unavailable = /** @type {(inputs: Auth_Google_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`現在 Google でのログインは利用できません。`)
};

const ar_auth_google_unavailable = /** @type {(inputs: Auth_Google_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تسجيل الدخول عبر Google غير متاح الآن.`)
};

/**
* | output |
* | --- |
* | "Google sign-in is unavailable right now." |
*
* @param {Auth_Google_UnavailableInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const auth_google_unavailable = /** @type {((inputs?: Auth_Google_UnavailableInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Google_UnavailableInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_google_unavailable(inputs)
	if (locale === "de") return de_auth_google_unavailable(inputs)
	if (locale === "es") return es_auth_google_unavailable(inputs)
	if (locale === "pt-BR") return pt_br2_auth_google_unavailable(inputs)
	if (locale === "ja") return ja_auth_google_unavailable(inputs)
	if (locale === "ar") return ar_auth_google_unavailable(inputs)
	return en_auth_google_unavailable(inputs)
});