/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Mail_Confirm_SubjectInputs */

const en_mail_confirm_subject = /** @type {(inputs: Mail_Confirm_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirm your subscription to ${i?.name}`)
};

const fr_mail_confirm_subject = /** @type {(inputs: Mail_Confirm_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirmez votre abonnement à ${i?.name}`)
};

const de_mail_confirm_subject = /** @type {(inputs: Mail_Confirm_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bestätigen Sie Ihr Abonnement von ${i?.name}`)
};

const es_mail_confirm_subject = /** @type {(inputs: Mail_Confirm_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirma tu suscripción a ${i?.name}`)
};

const pt_br2_mail_confirm_subject = /** @type {(inputs: Mail_Confirm_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirme sua inscrição em ${i?.name}`)
};

const ja_mail_confirm_subject = /** @type {(inputs: Mail_Confirm_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}さんの購読を確認してください`)
};

const ar_mail_confirm_subject = /** @type {(inputs: Mail_Confirm_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أكّد اشتراكك في ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Confirm your subscription to {name}" |
*
* @param {Mail_Confirm_SubjectInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mail_confirm_subject = /** @type {((inputs: Mail_Confirm_SubjectInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Confirm_SubjectInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mail_confirm_subject(inputs)
	if (locale === "de") return de_mail_confirm_subject(inputs)
	if (locale === "es") return es_mail_confirm_subject(inputs)
	if (locale === "pt-BR") return pt_br2_mail_confirm_subject(inputs)
	if (locale === "ja") return ja_mail_confirm_subject(inputs)
	if (locale === "ar") return ar_mail_confirm_subject(inputs)
	return en_mail_confirm_subject(inputs)
});