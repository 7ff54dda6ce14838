/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sign_In_To_RespondInputs */

const en_sign_in_to_respond = /** @type {(inputs: Sign_In_To_RespondInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to like and comment`)
};

const fr_sign_in_to_respond = /** @type {(inputs: Sign_In_To_RespondInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connectez-vous pour aimer et commenter`)
};

const de_sign_in_to_respond = /** @type {(inputs: Sign_In_To_RespondInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Melde dich an, um zu liken und zu kommentieren`)
};

const es_sign_in_to_respond = /** @type {(inputs: Sign_In_To_RespondInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión para dar me gusta y comentar`)
};

const pt_br2_sign_in_to_respond = /** @type {(inputs: Sign_In_To_RespondInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entre para curtir e comentar`)
};

const ja_sign_in_to_respond = /** @type {(inputs: Sign_In_To_RespondInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ログインしていいねやコメントをする`)
};

const ar_sign_in_to_respond = /** @type {(inputs: Sign_In_To_RespondInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سجّل الدخول للإعجاب والتعليق`)
};

/**
* | output |
* | --- |
* | "Sign in to like and comment" |
*
* @param {Sign_In_To_RespondInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const sign_in_to_respond = /** @type {((inputs?: Sign_In_To_RespondInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_To_RespondInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_sign_in_to_respond(inputs)
	if (locale === "de") return de_sign_in_to_respond(inputs)
	if (locale === "es") return es_sign_in_to_respond(inputs)
	if (locale === "pt-BR") return pt_br2_sign_in_to_respond(inputs)
	if (locale === "ja") return ja_sign_in_to_respond(inputs)
	if (locale === "ar") return ar_sign_in_to_respond(inputs)
	return en_sign_in_to_respond(inputs)
});