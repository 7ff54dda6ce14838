/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ site: NonNullable<unknown> }} Mail_Google_BodyInputs */

const en_mail_google_body = /** @type {(inputs: Mail_Google_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Someone signed in to your ${i?.site} account with a Google account using this address, and that Google account can now sign in to yours.`)
};

const fr_mail_google_body = /** @type {(inputs: Mail_Google_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quelqu’un s’est connecté à votre compte ${i?.site} avec un compte Google utilisant cette adresse, et ce compte Google peut désormais se connecter au vôtre.`)
};

const de_mail_google_body = /** @type {(inputs: Mail_Google_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jemand hat sich mit einem Google-Konto mit dieser Adresse bei Ihrem ${i?.site}-Konto angemeldet; dieses Google-Konto kann sich nun bei Ihrem anmelden.`)
};

const es_mail_google_body = /** @type {(inputs: Mail_Google_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alguien inició sesión en tu cuenta de ${i?.site} con una cuenta de Google que usa esta dirección, y esa cuenta de Google ya puede entrar en la tuya.`)
};

const pt_br2_mail_google_body = /** @type {(inputs: Mail_Google_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alguém entrou na sua conta do ${i?.site} com uma conta Google que usa este endereço, e essa conta Google agora pode entrar na sua.`)
};

const ja_mail_google_body = /** @type {(inputs: Mail_Google_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`このアドレスを使う Google アカウントで誰かが ${i?.site} アカウントにサインインしました。その Google アカウントは今後あなたのアカウントにサインインできます。`)
};

const ar_mail_google_body = /** @type {(inputs: Mail_Google_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`سجّل أحدهم الدخول إلى حسابك على ${i?.site} بحساب Google يستخدم هذا العنوان، ويمكن لحساب Google هذا الآن الدخول إلى حسابك.`)
};

/**
* | output |
* | --- |
* | "Someone signed in to your {site} account with a Google account using this address, and that Google account can now sign in to yours." |
*
* @param {Mail_Google_BodyInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mail_google_body = /** @type {((inputs: Mail_Google_BodyInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Google_BodyInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mail_google_body(inputs)
	if (locale === "de") return de_mail_google_body(inputs)
	if (locale === "es") return es_mail_google_body(inputs)
	if (locale === "pt-BR") return pt_br2_mail_google_body(inputs)
	if (locale === "ja") return ja_mail_google_body(inputs)
	if (locale === "ar") return ar_mail_google_body(inputs)
	return en_mail_google_body(inputs)
});