/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ site: NonNullable<unknown> }} Mail_Unsusp_SubjectInputs */

const en_mail_unsusp_subject = /** @type {(inputs: Mail_Unsusp_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.site} account is no longer suspended`)
};

const fr_mail_unsusp_subject = /** @type {(inputs: Mail_Unsusp_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre compte ${i?.site} n’est plus suspendu`)
};

const de_mail_unsusp_subject = /** @type {(inputs: Mail_Unsusp_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihr ${i?.site}-Konto ist nicht mehr gesperrt`)
};

const es_mail_unsusp_subject = /** @type {(inputs: Mail_Unsusp_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu cuenta de ${i?.site} ya no está suspendida`)
};

const pt_br2_mail_unsusp_subject = /** @type {(inputs: Mail_Unsusp_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sua conta do ${i?.site} não está mais suspensa`)
};

const ja_mail_unsusp_subject = /** @type {(inputs: Mail_Unsusp_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site} のアカウント停止が解除されました`)
};

const ar_mail_unsusp_subject = /** @type {(inputs: Mail_Unsusp_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`لم يعد حسابك على ${i?.site} معلّقًا`)
};

/**
* | output |
* | --- |
* | "Your {site} account is no longer suspended" |
*
* @param {Mail_Unsusp_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mail_unsusp_subject = /** @type {((inputs: Mail_Unsusp_SubjectInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Unsusp_SubjectInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mail_unsusp_subject(inputs)
	if (locale === "de") return de_mail_unsusp_subject(inputs)
	if (locale === "es") return es_mail_unsusp_subject(inputs)
	if (locale === "pt-BR") return pt_br2_mail_unsusp_subject(inputs)
	if (locale === "ja") return ja_mail_unsusp_subject(inputs)
	if (locale === "ar") return ar_mail_unsusp_subject(inputs)
	return en_mail_unsusp_subject(inputs)
});