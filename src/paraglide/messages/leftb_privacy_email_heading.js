/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_Privacy_Email_HeadingInputs */

const en_leftb_privacy_email_heading = /** @type {(inputs: Leftb_Privacy_Email_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail`)
};

const fr_leftb_privacy_email_heading = /** @type {(inputs: Leftb_Privacy_Email_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail`)
};

const de_leftb_privacy_email_heading = /** @type {(inputs: Leftb_Privacy_Email_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail`)
};

const es_leftb_privacy_email_heading = /** @type {(inputs: Leftb_Privacy_Email_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo electrónico`)
};

const pt_br2_leftb_privacy_email_heading = /** @type {(inputs: Leftb_Privacy_Email_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail`)
};

const ja_leftb_privacy_email_heading = /** @type {(inputs: Leftb_Privacy_Email_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メール`)
};

const ar_leftb_privacy_email_heading = /** @type {(inputs: Leftb_Privacy_Email_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`البريد الإلكتروني`)
};

/**
* | output |
* | --- |
* | "E-mail" |
*
* @param {Leftb_Privacy_Email_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_privacy_email_heading = /** @type {((inputs?: Leftb_Privacy_Email_HeadingInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Privacy_Email_HeadingInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_privacy_email_heading(inputs)
	if (locale === "de") return de_leftb_privacy_email_heading(inputs)
	if (locale === "es") return es_leftb_privacy_email_heading(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_privacy_email_heading(inputs)
	if (locale === "ja") return ja_leftb_privacy_email_heading(inputs)
	if (locale === "ar") return ar_leftb_privacy_email_heading(inputs)
	return en_leftb_privacy_email_heading(inputs)
});