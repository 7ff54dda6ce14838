/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Mail_Link_LineInputs */

const en_mail_link_line = /** @type {(inputs: Mail_Link_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sign in: ${i?.link}`)
};

const fr_mail_link_line = /** @type {(inputs: Mail_Link_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se connecter : ${i?.link}`)
};

const de_mail_link_line = /** @type {(inputs: Mail_Link_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Anmelden: ${i?.link}`)
};

const es_mail_link_line = /** @type {(inputs: Mail_Link_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Acceder: ${i?.link}`)
};

const pt_br2_mail_link_line = /** @type {(inputs: Mail_Link_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Entrar: ${i?.link}`)
};

const ja_mail_link_line = /** @type {(inputs: Mail_Link_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ログイン：${i?.link}`)
};

const ar_mail_link_line = /** @type {(inputs: Mail_Link_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تسجيل الدخول: ${i?.link}`)
};

/**
* | output |
* | --- |
* | "Sign in: {link}" |
*
* @param {Mail_Link_LineInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mail_link_line = /** @type {((inputs: Mail_Link_LineInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Link_LineInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mail_link_line(inputs)
	if (locale === "de") return de_mail_link_line(inputs)
	if (locale === "es") return es_mail_link_line(inputs)
	if (locale === "pt-BR") return pt_br2_mail_link_line(inputs)
	if (locale === "ja") return ja_mail_link_line(inputs)
	if (locale === "ar") return ar_mail_link_line(inputs)
	return en_mail_link_line(inputs)
});