/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ site: NonNullable<unknown> }} Mail_Pw_SubjectInputs */

const en_mail_pw_subject = /** @type {(inputs: Mail_Pw_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.site} password was changed`)
};

const fr_mail_pw_subject = /** @type {(inputs: Mail_Pw_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le mot de passe de votre compte ${i?.site} a été changé`)
};

const de_mail_pw_subject = /** @type {(inputs: Mail_Pw_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihr ${i?.site}-Passwort wurde geändert`)
};

const es_mail_pw_subject = /** @type {(inputs: Mail_Pw_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se cambió tu contraseña de ${i?.site}`)
};

const pt_br2_mail_pw_subject = /** @type {(inputs: Mail_Pw_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sua senha do ${i?.site} foi alterada`)
};

const ja_mail_pw_subject = /** @type {(inputs: Mail_Pw_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site} のパスワードが変更されました`)
};

const ar_mail_pw_subject = /** @type {(inputs: Mail_Pw_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تغيّرت كلمة مرورك على ${i?.site}`)
};

/**
* | output |
* | --- |
* | "Your {site} password was changed" |
*
* @param {Mail_Pw_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mail_pw_subject = /** @type {((inputs: Mail_Pw_SubjectInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Pw_SubjectInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mail_pw_subject(inputs)
	if (locale === "de") return de_mail_pw_subject(inputs)
	if (locale === "es") return es_mail_pw_subject(inputs)
	if (locale === "pt-BR") return pt_br2_mail_pw_subject(inputs)
	if (locale === "ja") return ja_mail_pw_subject(inputs)
	if (locale === "ar") return ar_mail_pw_subject(inputs)
	return en_mail_pw_subject(inputs)
});