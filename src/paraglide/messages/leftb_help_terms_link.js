/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_Help_Terms_LinkInputs */

const en_leftb_help_terms_link = /** @type {(inputs: Leftb_Help_Terms_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`terms`)
};

const fr_leftb_help_terms_link = /** @type {(inputs: Leftb_Help_Terms_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`conditions d’utilisation`)
};

const de_leftb_help_terms_link = /** @type {(inputs: Leftb_Help_Terms_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nutzungsbedingungen`)
};

const es_leftb_help_terms_link = /** @type {(inputs: Leftb_Help_Terms_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`términos`)
};

const pt_br2_leftb_help_terms_link = /** @type {(inputs: Leftb_Help_Terms_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`termos`)
};

const ja_leftb_help_terms_link = /** @type {(inputs: Leftb_Help_Terms_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`利用規約`)
};

const ar_leftb_help_terms_link = /** @type {(inputs: Leftb_Help_Terms_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شروط الاستخدام`)
};

/**
* | output |
* | --- |
* | "terms" |
*
* @param {Leftb_Help_Terms_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_help_terms_link = /** @type {((inputs?: Leftb_Help_Terms_LinkInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Help_Terms_LinkInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_help_terms_link(inputs)
	if (locale === "de") return de_leftb_help_terms_link(inputs)
	if (locale === "es") return es_leftb_help_terms_link(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_help_terms_link(inputs)
	if (locale === "ja") return ja_leftb_help_terms_link(inputs)
	if (locale === "ar") return ar_leftb_help_terms_link(inputs)
	return en_leftb_help_terms_link(inputs)
});