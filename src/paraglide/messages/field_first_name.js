/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_First_NameInputs */

const en_field_first_name = /** @type {(inputs: Field_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First name`)
};

const fr_field_first_name = /** @type {(inputs: Field_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prénom`)
};

const de_field_first_name = /** @type {(inputs: Field_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorname`)
};

const es_field_first_name = /** @type {(inputs: Field_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre`)
};

const pt_br2_field_first_name = /** @type {(inputs: Field_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome`)
};

const ja_field_first_name = /** @type {(inputs: Field_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`名`)
};

const ar_field_first_name = /** @type {(inputs: Field_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الاسم الأول`)
};

/**
* | output |
* | --- |
* | "First name" |
*
* @param {Field_First_NameInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const field_first_name = /** @type {((inputs?: Field_First_NameInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_First_NameInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_field_first_name(inputs)
	if (locale === "de") return de_field_first_name(inputs)
	if (locale === "es") return es_field_first_name(inputs)
	if (locale === "pt-BR") return pt_br2_field_first_name(inputs)
	if (locale === "ja") return ja_field_first_name(inputs)
	if (locale === "ar") return ar_field_first_name(inputs)
	return en_field_first_name(inputs)
});