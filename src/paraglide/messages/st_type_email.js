/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} St_Type_EmailInputs */

const en_st_type_email = /** @type {(inputs: St_Type_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Type your e-mail (${i?.email}) to confirm`)
};

const fr_st_type_email = /** @type {(inputs: St_Type_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tapez votre e-mail (${i?.email}) pour confirmer`)
};

const de_st_type_email = /** @type {(inputs: St_Type_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Geben Sie zur Bestätigung Ihre E-Mail-Adresse (${i?.email}) ein`)
};

const es_st_type_email = /** @type {(inputs: St_Type_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Escribe tu correo (${i?.email}) para confirmar`)
};

const pt_br2_st_type_email = /** @type {(inputs: St_Type_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Digite seu e-mail (${i?.email}) para confirmar`)
};

const ja_st_type_email = /** @type {(inputs: St_Type_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`確認のためメールアドレス(${i?.email})を入力してください`)
};

const ar_st_type_email = /** @type {(inputs: St_Type_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`اكتب بريدك (${i?.email}) للتأكيد`)
};

/**
* | output |
* | --- |
* | "Type your e-mail ({email}) to confirm" |
*
* @param {St_Type_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const st_type_email = /** @type {((inputs: St_Type_EmailInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<St_Type_EmailInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_st_type_email(inputs)
	if (locale === "de") return de_st_type_email(inputs)
	if (locale === "es") return es_st_type_email(inputs)
	if (locale === "pt-BR") return pt_br2_st_type_email(inputs)
	if (locale === "ja") return ja_st_type_email(inputs)
	if (locale === "ar") return ar_st_type_email(inputs)
	return en_st_type_email(inputs)
});