/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Theme_ModernInputs */

const en_theme_modern = /** @type {(inputs: Theme_ModernInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modern`)
};

const fr_theme_modern = /** @type {(inputs: Theme_ModernInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moderne`)
};

const de_theme_modern = /** @type {(inputs: Theme_ModernInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modern`)
};

const es_theme_modern = /** @type {(inputs: Theme_ModernInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moderno`)
};

const pt_br2_theme_modern = /** @type {(inputs: Theme_ModernInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moderno`)
};

const ja_theme_modern = /** @type {(inputs: Theme_ModernInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`モダン`)
};

const ar_theme_modern = /** @type {(inputs: Theme_ModernInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عصري`)
};

/**
* | output |
* | --- |
* | "Modern" |
*
* @param {Theme_ModernInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const theme_modern = /** @type {((inputs?: Theme_ModernInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Theme_ModernInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_theme_modern(inputs)
	if (locale === "de") return de_theme_modern(inputs)
	if (locale === "es") return es_theme_modern(inputs)
	if (locale === "pt-BR") return pt_br2_theme_modern(inputs)
	if (locale === "ja") return ja_theme_modern(inputs)
	if (locale === "ar") return ar_theme_modern(inputs)
	return en_theme_modern(inputs)
});