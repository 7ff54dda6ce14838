/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Mail_Reset_CodeInputs */

const en_mail_reset_code = /** @type {(inputs: Mail_Reset_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your code is: ${i?.code}`)
};

const fr_mail_reset_code = /** @type {(inputs: Mail_Reset_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre code : ${i?.code}`)
};

const de_mail_reset_code = /** @type {(inputs: Mail_Reset_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dein Code lautet: ${i?.code}`)
};

const es_mail_reset_code = /** @type {(inputs: Mail_Reset_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu código es: ${i?.code}`)
};

const pt_br2_mail_reset_code = /** @type {(inputs: Mail_Reset_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seu código é: ${i?.code}`)
};

const ja_mail_reset_code = /** @type {(inputs: Mail_Reset_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`コード：${i?.code}`)
};

const ar_mail_reset_code = /** @type {(inputs: Mail_Reset_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`رمزك هو: ${i?.code}`)
};

/**
* | output |
* | --- |
* | "Your code is: {code}" |
*
* @param {Mail_Reset_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mail_reset_code = /** @type {((inputs: Mail_Reset_CodeInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Reset_CodeInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mail_reset_code(inputs)
	if (locale === "de") return de_mail_reset_code(inputs)
	if (locale === "es") return es_mail_reset_code(inputs)
	if (locale === "pt-BR") return pt_br2_mail_reset_code(inputs)
	if (locale === "ja") return ja_mail_reset_code(inputs)
	if (locale === "ar") return ar_mail_reset_code(inputs)
	return en_mail_reset_code(inputs)
});