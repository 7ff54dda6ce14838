/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Username_OptionalInputs */

const en_field_username_optional = /** @type {(inputs: Field_Username_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Username (optional)`)
};

const fr_field_username_optional = /** @type {(inputs: Field_Username_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom d’utilisateur (facultatif)`)
};

const de_field_username_optional = /** @type {(inputs: Field_Username_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Benutzername (optional)`)
};

const es_field_username_optional = /** @type {(inputs: Field_Username_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre de usuario (opcional)`)
};

const pt_br2_field_username_optional = /** @type {(inputs: Field_Username_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome de usuário (opcional)`)
};

const ja_field_username_optional = /** @type {(inputs: Field_Username_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ユーザー名（任意）`)
};

const ar_field_username_optional = /** @type {(inputs: Field_Username_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اسم المستخدم (اختياري)`)
};

/**
* | output |
* | --- |
* | "Username (optional)" |
*
* @param {Field_Username_OptionalInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const field_username_optional = /** @type {((inputs?: Field_Username_OptionalInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Username_OptionalInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_field_username_optional(inputs)
	if (locale === "de") return de_field_username_optional(inputs)
	if (locale === "es") return es_field_username_optional(inputs)
	if (locale === "pt-BR") return pt_br2_field_username_optional(inputs)
	if (locale === "ja") return ja_field_username_optional(inputs)
	if (locale === "ar") return ar_field_username_optional(inputs)
	return en_field_username_optional(inputs)
});