/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} St_Signed_In_AsInputs */

const en_st_signed_in_as = /** @type {(inputs: St_Signed_In_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Signed in as ${i?.email}.`)
};

const fr_st_signed_in_as = /** @type {(inputs: St_Signed_In_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Connecté en tant que ${i?.email}.`)
};

const de_st_signed_in_as = /** @type {(inputs: St_Signed_In_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Angemeldet als ${i?.email}.`)
};

const es_st_signed_in_as = /** @type {(inputs: St_Signed_In_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sesión iniciada como ${i?.email}.`)
};

const pt_br2_st_signed_in_as = /** @type {(inputs: St_Signed_In_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Conectado como ${i?.email}.`)
};

const ja_st_signed_in_as = /** @type {(inputs: St_Signed_In_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} としてサインイン中。`)
};

const ar_st_signed_in_as = /** @type {(inputs: St_Signed_In_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`مسجّل الدخول باسم ${i?.email}.`)
};

/**
* | output |
* | --- |
* | "Signed in as {email}." |
*
* @param {St_Signed_In_AsInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const st_signed_in_as = /** @type {((inputs: St_Signed_In_AsInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<St_Signed_In_AsInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_st_signed_in_as(inputs)
	if (locale === "de") return de_st_signed_in_as(inputs)
	if (locale === "es") return es_st_signed_in_as(inputs)
	if (locale === "pt-BR") return pt_br2_st_signed_in_as(inputs)
	if (locale === "ja") return ja_st_signed_in_as(inputs)
	if (locale === "ar") return ar_st_signed_in_as(inputs)
	return en_st_signed_in_as(inputs)
});