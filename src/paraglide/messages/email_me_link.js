/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Email_Me_LinkInputs */

const en_email_me_link = /** @type {(inputs: Email_Me_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail me a sign-in link`)
};

const fr_email_me_link = /** @type {(inputs: Email_Me_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`M’envoyer un lien de connexion`)
};

const de_email_me_link = /** @type {(inputs: Email_Me_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldelink per E-Mail senden`)
};

const es_email_me_link = /** @type {(inputs: Email_Me_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviarme un enlace de acceso`)
};

const pt_br2_email_me_link = /** @type {(inputs: Email_Me_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar um link de acesso por e-mail`)
};

const ja_email_me_link = /** @type {(inputs: Email_Me_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ログインリンクをメールで送る`)
};

const ar_email_me_link = /** @type {(inputs: Email_Me_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أرسل لي رابط دخول بالبريد`)
};

/**
* | output |
* | --- |
* | "E-mail me a sign-in link" |
*
* @param {Email_Me_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const email_me_link = /** @type {((inputs?: Email_Me_LinkInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Email_Me_LinkInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_email_me_link(inputs)
	if (locale === "de") return de_email_me_link(inputs)
	if (locale === "es") return es_email_me_link(inputs)
	if (locale === "pt-BR") return pt_br2_email_me_link(inputs)
	if (locale === "ja") return ja_email_me_link(inputs)
	if (locale === "ar") return ar_email_me_link(inputs)
	return en_email_me_link(inputs)
});