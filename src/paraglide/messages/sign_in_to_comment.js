/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sign_In_To_CommentInputs */

const en_sign_in_to_comment = /** @type {(inputs: Sign_In_To_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to comment`)
};

const fr_sign_in_to_comment = /** @type {(inputs: Sign_In_To_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connectez-vous pour commenter`)
};

const de_sign_in_to_comment = /** @type {(inputs: Sign_In_To_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Melde dich an, um zu kommentieren`)
};

const es_sign_in_to_comment = /** @type {(inputs: Sign_In_To_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión para comentar`)
};

const pt_br2_sign_in_to_comment = /** @type {(inputs: Sign_In_To_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entre para comentar`)
};

const ja_sign_in_to_comment = /** @type {(inputs: Sign_In_To_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ログインしてコメントする`)
};

const ar_sign_in_to_comment = /** @type {(inputs: Sign_In_To_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سجّل الدخول للتعليق`)
};

/**
* | output |
* | --- |
* | "Sign in to comment" |
*
* @param {Sign_In_To_CommentInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const sign_in_to_comment = /** @type {((inputs?: Sign_In_To_CommentInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sign_In_To_CommentInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_sign_in_to_comment(inputs)
	if (locale === "de") return de_sign_in_to_comment(inputs)
	if (locale === "es") return es_sign_in_to_comment(inputs)
	if (locale === "pt-BR") return pt_br2_sign_in_to_comment(inputs)
	if (locale === "ja") return ja_sign_in_to_comment(inputs)
	if (locale === "ar") return ar_sign_in_to_comment(inputs)
	return en_sign_in_to_comment(inputs)
});