/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Link_SentInputs */

const en_auth_link_sent = /** @type {(inputs: Auth_Link_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If an account has this address, a sign-in link is on its way`)
};

const fr_auth_link_sent = /** @type {(inputs: Auth_Link_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si un compte a cette adresse, un lien de connexion est en route`)
};

const de_auth_link_sent = /** @type {(inputs: Auth_Link_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn ein Konto diese Adresse hat, ist ein Anmeldelink unterwegs`)
};

const es_auth_link_sent = /** @type {(inputs: Auth_Link_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si alguna cuenta tiene esta dirección, va de camino un enlace para iniciar sesión`)
};

const pt_br2_auth_link_sent = /** @type {(inputs: Auth_Link_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se alguma conta tiver este endereço, um link de login está a caminho`)
};

const ja_auth_link_sent = /** @type {(inputs: Auth_Link_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`このアドレスのアカウントがあれば、ログインリンクをお送りしました`)
};

const ar_auth_link_sent = /** @type {(inputs: Auth_Link_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إن كان لحساب هذا العنوان، فرابط لتسجيل الدخول في طريقه إليك`)
};

/**
* | output |
* | --- |
* | "If an account has this address, a sign-in link is on its way" |
*
* @param {Auth_Link_SentInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const auth_link_sent = /** @type {((inputs?: Auth_Link_SentInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Link_SentInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_link_sent(inputs)
	if (locale === "de") return de_auth_link_sent(inputs)
	if (locale === "es") return es_auth_link_sent(inputs)
	if (locale === "pt-BR") return pt_br2_auth_link_sent(inputs)
	if (locale === "ja") return ja_auth_link_sent(inputs)
	if (locale === "ar") return ar_auth_link_sent(inputs)
	return en_auth_link_sent(inputs)
});