/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rich_WidthInputs */

const en_rich_width = /** @type {(inputs: Rich_WidthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Width`)
};

const fr_rich_width = /** @type {(inputs: Rich_WidthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Largeur`)
};

const de_rich_width = /** @type {(inputs: Rich_WidthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Breite`)
};

const es_rich_width = /** @type {(inputs: Rich_WidthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ancho`)
};

const pt_br2_rich_width = /** @type {(inputs: Rich_WidthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Largura`)
};

const ja_rich_width = /** @type {(inputs: Rich_WidthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`幅`)
};

const ar_rich_width = /** @type {(inputs: Rich_WidthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`العرض`)
};

/**
* | output |
* | --- |
* | "Width" |
*
* @param {Rich_WidthInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const rich_width = /** @type {((inputs?: Rich_WidthInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rich_WidthInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_rich_width(inputs)
	if (locale === "de") return de_rich_width(inputs)
	if (locale === "es") return es_rich_width(inputs)
	if (locale === "pt-BR") return pt_br2_rich_width(inputs)
	if (locale === "ja") return ja_rich_width(inputs)
	if (locale === "ar") return ar_rich_width(inputs)
	return en_rich_width(inputs)
});