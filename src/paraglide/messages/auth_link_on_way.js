/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Auth_Link_On_WayInputs */

const en_auth_link_on_way = /** @type {(inputs: Auth_Link_On_WayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`If an account has the address ${i?.email}, a sign-in link is on its way. It works once, for 15 minutes.`)
};

const fr_auth_link_on_way = /** @type {(inputs: Auth_Link_On_WayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Si un compte a l’adresse ${i?.email}, un lien de connexion est en route. Il sert une fois, pendant 15 minutes.`)
};

const de_auth_link_on_way = /** @type {(inputs: Auth_Link_On_WayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wenn ein Konto die Adresse ${i?.email} hat, ist ein Anmeldelink unterwegs. Er gilt einmal, 15 Minuten lang.`)
};

const es_auth_link_on_way = /** @type {(inputs: Auth_Link_On_WayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Si alguna cuenta tiene la dirección ${i?.email}, va de camino un enlace para iniciar sesión. Sirve una vez, durante 15 minutos.`)
};

const pt_br2_auth_link_on_way = /** @type {(inputs: Auth_Link_On_WayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se alguma conta tiver o endereço ${i?.email}, um link de login está a caminho. Ele funciona uma vez, por 15 minutos.`)
};

const ja_auth_link_on_way = /** @type {(inputs: Auth_Link_On_WayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} のアカウントがあれば、ログインリンクをお送りしました。15分以内に1回だけ使えます。`)
};

const ar_auth_link_on_way = /** @type {(inputs: Auth_Link_On_WayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`إن كان لحساب العنوان ${i?.email}، فرابط لتسجيل الدخول في طريقه إليك. يعمل مرة واحدة لمدة 15 دقيقة.`)
};

/**
* | output |
* | --- |
* | "If an account has the address {email}, a sign-in link is on its way. It works once, for 15 minutes." |
*
* @param {Auth_Link_On_WayInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const auth_link_on_way = /** @type {((inputs: Auth_Link_On_WayInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Link_On_WayInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_link_on_way(inputs)
	if (locale === "de") return de_auth_link_on_way(inputs)
	if (locale === "es") return es_auth_link_on_way(inputs)
	if (locale === "pt-BR") return pt_br2_auth_link_on_way(inputs)
	if (locale === "ja") return ja_auth_link_on_way(inputs)
	if (locale === "ar") return ar_auth_link_on_way(inputs)
	return en_auth_link_on_way(inputs)
});