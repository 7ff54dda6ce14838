/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rich_Width_WideInputs */

const en_rich_width_wide = /** @type {(inputs: Rich_Width_WideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wide`)
};

const fr_rich_width_wide = /** @type {(inputs: Rich_Width_WideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Large`)
};

const de_rich_width_wide = /** @type {(inputs: Rich_Width_WideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Breit`)
};

const es_rich_width_wide = /** @type {(inputs: Rich_Width_WideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ancho`)
};

const pt_br2_rich_width_wide = /** @type {(inputs: Rich_Width_WideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Larga`)
};

const ja_rich_width_wide = /** @type {(inputs: Rich_Width_WideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ワイド`)
};

const ar_rich_width_wide = /** @type {(inputs: Rich_Width_WideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عريض`)
};

/**
* | output |
* | --- |
* | "Wide" |
*
* @param {Rich_Width_WideInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const rich_width_wide = /** @type {((inputs?: Rich_Width_WideInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rich_Width_WideInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_rich_width_wide(inputs)
	if (locale === "de") return de_rich_width_wide(inputs)
	if (locale === "es") return es_rich_width_wide(inputs)
	if (locale === "pt-BR") return pt_br2_rich_width_wide(inputs)
	if (locale === "ja") return ja_rich_width_wide(inputs)
	if (locale === "ar") return ar_rich_width_wide(inputs)
	return en_rich_width_wide(inputs)
});