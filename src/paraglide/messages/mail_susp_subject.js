/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ site: NonNullable<unknown> }} Mail_Susp_SubjectInputs */

const en_mail_susp_subject = /** @type {(inputs: Mail_Susp_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.site} account is suspended`)
};

const fr_mail_susp_subject = /** @type {(inputs: Mail_Susp_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre compte ${i?.site} est suspendu`)
};

const de_mail_susp_subject = /** @type {(inputs: Mail_Susp_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihr ${i?.site}-Konto ist gesperrt`)
};

const es_mail_susp_subject = /** @type {(inputs: Mail_Susp_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu cuenta de ${i?.site} está suspendida`)
};

const pt_br2_mail_susp_subject = /** @type {(inputs: Mail_Susp_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sua conta do ${i?.site} está suspensa`)
};

const ja_mail_susp_subject = /** @type {(inputs: Mail_Susp_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site} のアカウントが停止されました`)
};

const ar_mail_susp_subject = /** @type {(inputs: Mail_Susp_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`عُلِّق حسابك على ${i?.site}`)
};

/**
* | output |
* | --- |
* | "Your {site} account is suspended" |
*
* @param {Mail_Susp_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mail_susp_subject = /** @type {((inputs: Mail_Susp_SubjectInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Susp_SubjectInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mail_susp_subject(inputs)
	if (locale === "de") return de_mail_susp_subject(inputs)
	if (locale === "es") return es_mail_susp_subject(inputs)
	if (locale === "pt-BR") return pt_br2_mail_susp_subject(inputs)
	if (locale === "ja") return ja_mail_susp_subject(inputs)
	if (locale === "ar") return ar_mail_susp_subject(inputs)
	return en_mail_susp_subject(inputs)
});