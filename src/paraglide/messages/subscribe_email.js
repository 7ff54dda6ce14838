/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subscribe_EmailInputs */

const en_subscribe_email = /** @type {(inputs: Subscribe_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your e-mail address`)
};

const fr_subscribe_email = /** @type {(inputs: Subscribe_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre adresse e-mail`)
};

const de_subscribe_email = /** @type {(inputs: Subscribe_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine E-Mail-Adresse`)
};

const es_subscribe_email = /** @type {(inputs: Subscribe_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu dirección de correo`)
};

const pt_br2_subscribe_email = /** @type {(inputs: Subscribe_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seu endereço de e-mail`)
};

const ja_subscribe_email = /** @type {(inputs: Subscribe_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メールアドレス`)
};

const ar_subscribe_email = /** @type {(inputs: Subscribe_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عنوان بريدك الإلكتروني`)
};

/**
* | output |
* | --- |
* | "Your e-mail address" |
*
* @param {Subscribe_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const subscribe_email = /** @type {((inputs?: Subscribe_EmailInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subscribe_EmailInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_subscribe_email(inputs)
	if (locale === "de") return de_subscribe_email(inputs)
	if (locale === "es") return es_subscribe_email(inputs)
	if (locale === "pt-BR") return pt_br2_subscribe_email(inputs)
	if (locale === "ja") return ja_subscribe_email(inputs)
	if (locale === "ar") return ar_subscribe_email(inputs)
	return en_subscribe_email(inputs)
});