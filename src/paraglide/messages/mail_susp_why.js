/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Mail_Susp_WhyInputs */

const en_mail_susp_why = /** @type {(inputs: Mail_Susp_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Why: ${i?.reason}`)
};

const fr_mail_susp_why = /** @type {(inputs: Mail_Susp_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Motif : ${i?.reason}`)
};

const de_mail_susp_why = /** @type {(inputs: Mail_Susp_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Begründung: ${i?.reason}`)
};

const es_mail_susp_why = /** @type {(inputs: Mail_Susp_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Motivo: ${i?.reason}`)
};

const pt_br2_mail_susp_why = /** @type {(inputs: Mail_Susp_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Motivo: ${i?.reason}`)
};

const ja_mail_susp_why = /** @type {(inputs: Mail_Susp_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`理由: ${i?.reason}`)
};

const ar_mail_susp_why = /** @type {(inputs: Mail_Susp_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`السبب: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Why: {reason}" |
*
* @param {Mail_Susp_WhyInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mail_susp_why = /** @type {((inputs: Mail_Susp_WhyInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Susp_WhyInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mail_susp_why(inputs)
	if (locale === "de") return de_mail_susp_why(inputs)
	if (locale === "es") return es_mail_susp_why(inputs)
	if (locale === "pt-BR") return pt_br2_mail_susp_why(inputs)
	if (locale === "ja") return ja_mail_susp_why(inputs)
	if (locale === "ar") return ar_mail_susp_why(inputs)
	return en_mail_susp_why(inputs)
});