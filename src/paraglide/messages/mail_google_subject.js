/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ site: NonNullable<unknown> }} Mail_Google_SubjectInputs */

const en_mail_google_subject = /** @type {(inputs: Mail_Google_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Google sign-in was added to your ${i?.site} account`)
};

const fr_mail_google_subject = /** @type {(inputs: Mail_Google_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La connexion Google a été ajoutée à votre compte ${i?.site}`)
};

const de_mail_google_subject = /** @type {(inputs: Mail_Google_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Google-Anmeldung wurde Ihrem ${i?.site}-Konto hinzugefügt`)
};

const es_mail_google_subject = /** @type {(inputs: Mail_Google_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se añadió el inicio de sesión con Google a tu cuenta de ${i?.site}`)
};

const pt_br2_mail_google_subject = /** @type {(inputs: Mail_Google_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A entrada com Google foi adicionada à sua conta do ${i?.site}`)
};

const ja_mail_google_subject = /** @type {(inputs: Mail_Google_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site} アカウントに Google サインインが追加されました`)
};

const ar_mail_google_subject = /** @type {(inputs: Mail_Google_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أُضيف الدخول بحساب Google إلى حسابك على ${i?.site}`)
};

/**
* | output |
* | --- |
* | "Google sign-in was added to your {site} account" |
*
* @param {Mail_Google_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mail_google_subject = /** @type {((inputs: Mail_Google_SubjectInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Google_SubjectInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mail_google_subject(inputs)
	if (locale === "de") return de_mail_google_subject(inputs)
	if (locale === "es") return es_mail_google_subject(inputs)
	if (locale === "pt-BR") return pt_br2_mail_google_subject(inputs)
	if (locale === "ja") return ja_mail_google_subject(inputs)
	if (locale === "ar") return ar_mail_google_subject(inputs)
	return en_mail_google_subject(inputs)
});