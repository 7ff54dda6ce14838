/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_Terms_Warranty_HeadingInputs */

const en_leftb_terms_warranty_heading = /** @type {(inputs: Leftb_Terms_Warranty_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No warranty`)
};

const fr_leftb_terms_warranty_heading = /** @type {(inputs: Leftb_Terms_Warranty_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Absence de garantie`)
};

const de_leftb_terms_warranty_heading = /** @type {(inputs: Leftb_Terms_Warranty_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Gewährleistung`)
};

const es_leftb_terms_warranty_heading = /** @type {(inputs: Leftb_Terms_Warranty_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin garantía`)
};

const pt_br2_leftb_terms_warranty_heading = /** @type {(inputs: Leftb_Terms_Warranty_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sem garantia`)
};

const ja_leftb_terms_warranty_heading = /** @type {(inputs: Leftb_Terms_Warranty_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無保証`)
};

const ar_leftb_terms_warranty_heading = /** @type {(inputs: Leftb_Terms_Warranty_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إخلاء من الضمان`)
};

/**
* | output |
* | --- |
* | "No warranty" |
*
* @param {Leftb_Terms_Warranty_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_terms_warranty_heading = /** @type {((inputs?: Leftb_Terms_Warranty_HeadingInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Terms_Warranty_HeadingInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_terms_warranty_heading(inputs)
	if (locale === "de") return de_leftb_terms_warranty_heading(inputs)
	if (locale === "es") return es_leftb_terms_warranty_heading(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_terms_warranty_heading(inputs)
	if (locale === "ja") return ja_leftb_terms_warranty_heading(inputs)
	if (locale === "ar") return ar_leftb_terms_warranty_heading(inputs)
	return en_leftb_terms_warranty_heading(inputs)
});