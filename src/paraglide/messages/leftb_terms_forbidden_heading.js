/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_Terms_Forbidden_HeadingInputs */

const en_leftb_terms_forbidden_heading = /** @type {(inputs: Leftb_Terms_Forbidden_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What is not allowed`)
};

const fr_leftb_terms_forbidden_heading = /** @type {(inputs: Leftb_Terms_Forbidden_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce qui est interdit`)
};

const de_leftb_terms_forbidden_heading = /** @type {(inputs: Leftb_Terms_Forbidden_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Was nicht erlaubt ist`)
};

const es_leftb_terms_forbidden_heading = /** @type {(inputs: Leftb_Terms_Forbidden_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qué no está permitido`)
};

const pt_br2_leftb_terms_forbidden_heading = /** @type {(inputs: Leftb_Terms_Forbidden_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O que não é permitido`)
};

const ja_leftb_terms_forbidden_heading = /** @type {(inputs: Leftb_Terms_Forbidden_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`禁止事項`)
};

const ar_leftb_terms_forbidden_heading = /** @type {(inputs: Leftb_Terms_Forbidden_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ما هو غير مسموح به`)
};

/**
* | output |
* | --- |
* | "What is not allowed" |
*
* @param {Leftb_Terms_Forbidden_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_terms_forbidden_heading = /** @type {((inputs?: Leftb_Terms_Forbidden_HeadingInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Terms_Forbidden_HeadingInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_terms_forbidden_heading(inputs)
	if (locale === "de") return de_leftb_terms_forbidden_heading(inputs)
	if (locale === "es") return es_leftb_terms_forbidden_heading(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_terms_forbidden_heading(inputs)
	if (locale === "ja") return ja_leftb_terms_forbidden_heading(inputs)
	if (locale === "ar") return ar_leftb_terms_forbidden_heading(inputs)
	return en_leftb_terms_forbidden_heading(inputs)
});