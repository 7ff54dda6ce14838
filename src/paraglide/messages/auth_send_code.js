/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Send_CodeInputs */

const en_auth_send_code = /** @type {(inputs: Auth_Send_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send the code`)
};

const fr_auth_send_code = /** @type {(inputs: Auth_Send_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer le code`)
};

const de_auth_send_code = /** @type {(inputs: Auth_Send_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code senden`)
};

const es_auth_send_code = /** @type {(inputs: Auth_Send_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar el código`)
};

const pt_br2_auth_send_code = /** @type {(inputs: Auth_Send_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar o código`)
};

const ja_auth_send_code = /** @type {(inputs: Auth_Send_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`コードを送信`)
};

const ar_auth_send_code = /** @type {(inputs: Auth_Send_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أرسل الرمز`)
};

/**
* | output |
* | --- |
* | "Send the code" |
*
* @param {Auth_Send_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const auth_send_code = /** @type {((inputs?: Auth_Send_CodeInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Send_CodeInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_send_code(inputs)
	if (locale === "de") return de_auth_send_code(inputs)
	if (locale === "es") return es_auth_send_code(inputs)
	if (locale === "pt-BR") return pt_br2_auth_send_code(inputs)
	if (locale === "ja") return ja_auth_send_code(inputs)
	if (locale === "ar") return ar_auth_send_code(inputs)
	return en_auth_send_code(inputs)
});