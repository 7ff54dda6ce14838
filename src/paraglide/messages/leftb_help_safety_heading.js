/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_Help_Safety_HeadingInputs */

const en_leftb_help_safety_heading = /** @type {(inputs: Leftb_Help_Safety_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Safety`)
};

const fr_leftb_help_safety_heading = /** @type {(inputs: Leftb_Help_Safety_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sécurité`)
};

const de_leftb_help_safety_heading = /** @type {(inputs: Leftb_Help_Safety_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sicherheit`)
};

const es_leftb_help_safety_heading = /** @type {(inputs: Leftb_Help_Safety_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seguridad`)
};

const pt_br2_leftb_help_safety_heading = /** @type {(inputs: Leftb_Help_Safety_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Segurança`)
};

const ja_leftb_help_safety_heading = /** @type {(inputs: Leftb_Help_Safety_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`安全`)
};

const ar_leftb_help_safety_heading = /** @type {(inputs: Leftb_Help_Safety_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الأمان`)
};

/**
* | output |
* | --- |
* | "Safety" |
*
* @param {Leftb_Help_Safety_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_help_safety_heading = /** @type {((inputs?: Leftb_Help_Safety_HeadingInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Help_Safety_HeadingInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_help_safety_heading(inputs)
	if (locale === "de") return de_leftb_help_safety_heading(inputs)
	if (locale === "es") return es_leftb_help_safety_heading(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_help_safety_heading(inputs)
	if (locale === "ja") return ja_leftb_help_safety_heading(inputs)
	if (locale === "ar") return ar_leftb_help_safety_heading(inputs)
	return en_leftb_help_safety_heading(inputs)
});