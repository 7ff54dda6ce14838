/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Theme_SoftInputs */

const en_theme_soft = /** @type {(inputs: Theme_SoftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soft`)
};

const fr_theme_soft = /** @type {(inputs: Theme_SoftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doux`)
};

const de_theme_soft = /** @type {(inputs: Theme_SoftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sanft`)
};

const es_theme_soft = /** @type {(inputs: Theme_SoftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suave`)
};

const pt_br2_theme_soft = /** @type {(inputs: Theme_SoftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suave`)
};

const ja_theme_soft = /** @type {(inputs: Theme_SoftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ソフト`)
};

const ar_theme_soft = /** @type {(inputs: Theme_SoftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ناعم`)
};

/**
* | output |
* | --- |
* | "Soft" |
*
* @param {Theme_SoftInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const theme_soft = /** @type {((inputs?: Theme_SoftInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Theme_SoftInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_theme_soft(inputs)
	if (locale === "de") return de_theme_soft(inputs)
	if (locale === "es") return es_theme_soft(inputs)
	if (locale === "pt-BR") return pt_br2_theme_soft(inputs)
	if (locale === "ja") return ja_theme_soft(inputs)
	if (locale === "ar") return ar_theme_soft(inputs)
	return en_theme_soft(inputs)
});