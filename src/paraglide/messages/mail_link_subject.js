/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ site: NonNullable<unknown> }} Mail_Link_SubjectInputs */

const en_mail_link_subject = /** @type {(inputs: Mail_Link_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.site} sign-in link`)
};

const fr_mail_link_subject = /** @type {(inputs: Mail_Link_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre lien de connexion à ${i?.site}`)
};

const de_mail_link_subject = /** @type {(inputs: Mail_Link_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dein Anmeldelink für ${i?.site}`)
};

const es_mail_link_subject = /** @type {(inputs: Mail_Link_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu enlace de acceso a ${i?.site}`)
};

const pt_br2_mail_link_subject = /** @type {(inputs: Mail_Link_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seu link de acesso ao ${i?.site}`)
};

const ja_mail_link_subject = /** @type {(inputs: Mail_Link_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site} のログインリンク`)
};

const ar_mail_link_subject = /** @type {(inputs: Mail_Link_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`رابط تسجيل الدخول إلى ${i?.site}`)
};

/**
* | output |
* | --- |
* | "Your {site} sign-in link" |
*
* @param {Mail_Link_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mail_link_subject = /** @type {((inputs: Mail_Link_SubjectInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Link_SubjectInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mail_link_subject(inputs)
	if (locale === "de") return de_mail_link_subject(inputs)
	if (locale === "es") return es_mail_link_subject(inputs)
	if (locale === "pt-BR") return pt_br2_mail_link_subject(inputs)
	if (locale === "ja") return ja_mail_link_subject(inputs)
	if (locale === "ar") return ar_mail_link_subject(inputs)
	return en_mail_link_subject(inputs)
});