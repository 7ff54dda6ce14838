/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_Sub_Email_MissingInputs */

const en_leftb_sub_email_missing = /** @type {(inputs: Leftb_Sub_Email_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give your e-mail address`)
};

const fr_leftb_sub_email_missing = /** @type {(inputs: Leftb_Sub_Email_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indiquez votre adresse e-mail`)
};

const de_leftb_sub_email_missing = /** @type {(inputs: Leftb_Sub_Email_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie Ihre E-Mail-Adresse an`)
};

const es_leftb_sub_email_missing = /** @type {(inputs: Leftb_Sub_Email_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indica tu dirección de correo`)
};

const pt_br2_leftb_sub_email_missing = /** @type {(inputs: Leftb_Sub_Email_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informe seu endereço de e-mail`)
};

const ja_leftb_sub_email_missing = /** @type {(inputs: Leftb_Sub_Email_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メールアドレスを入力してください`)
};

const ar_leftb_sub_email_missing = /** @type {(inputs: Leftb_Sub_Email_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أدخل عنوان بريدك الإلكتروني`)
};

/**
* | output |
* | --- |
* | "Give your e-mail address" |
*
* @param {Leftb_Sub_Email_MissingInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_sub_email_missing = /** @type {((inputs?: Leftb_Sub_Email_MissingInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Sub_Email_MissingInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_sub_email_missing(inputs)
	if (locale === "de") return de_leftb_sub_email_missing(inputs)
	if (locale === "es") return es_leftb_sub_email_missing(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_sub_email_missing(inputs)
	if (locale === "ja") return ja_leftb_sub_email_missing(inputs)
	if (locale === "ar") return ar_leftb_sub_email_missing(inputs)
	return en_leftb_sub_email_missing(inputs)
});