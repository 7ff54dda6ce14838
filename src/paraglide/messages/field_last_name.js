/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Last_NameInputs */

const en_field_last_name = /** @type {(inputs: Field_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last name`)
};

const fr_field_last_name = /** @type {(inputs: Field_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom`)
};

const de_field_last_name = /** @type {(inputs: Field_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nachname`)
};

const es_field_last_name = /** @type {(inputs: Field_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apellido`)
};

const pt_br2_field_last_name = /** @type {(inputs: Field_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sobrenome`)
};

const ja_field_last_name = /** @type {(inputs: Field_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`姓`)
};

const ar_field_last_name = /** @type {(inputs: Field_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اسم العائلة`)
};

/**
* | output |
* | --- |
* | "Last name" |
*
* @param {Field_Last_NameInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const field_last_name = /** @type {((inputs?: Field_Last_NameInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Last_NameInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_field_last_name(inputs)
	if (locale === "de") return de_field_last_name(inputs)
	if (locale === "es") return es_field_last_name(inputs)
	if (locale === "pt-BR") return pt_br2_field_last_name(inputs)
	if (locale === "ja") return ja_field_last_name(inputs)
	if (locale === "ar") return ar_field_last_name(inputs)
	return en_field_last_name(inputs)
});