/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rich_Width_NormalInputs */

const en_rich_width_normal = /** @type {(inputs: Rich_Width_NormalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Normal`)
};

const fr_rich_width_normal = /** @type {(inputs: Rich_Width_NormalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Normale`)
};

const de_rich_width_normal = /** @type {(inputs: Rich_Width_NormalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Normal`)
};

const es_rich_width_normal = /** @type {(inputs: Rich_Width_NormalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Normal`)
};

const pt_br2_rich_width_normal = /** @type {(inputs: Rich_Width_NormalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Normal`)
};

const ja_rich_width_normal = /** @type {(inputs: Rich_Width_NormalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`標準`)
};

const ar_rich_width_normal = /** @type {(inputs: Rich_Width_NormalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عادي`)
};

/**
* | output |
* | --- |
* | "Normal" |
*
* @param {Rich_Width_NormalInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const rich_width_normal = /** @type {((inputs?: Rich_Width_NormalInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rich_Width_NormalInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_rich_width_normal(inputs)
	if (locale === "de") return de_rich_width_normal(inputs)
	if (locale === "es") return es_rich_width_normal(inputs)
	if (locale === "pt-BR") return pt_br2_rich_width_normal(inputs)
	if (locale === "ja") return ja_rich_width_normal(inputs)
	if (locale === "ar") return ar_rich_width_normal(inputs)
	return en_rich_width_normal(inputs)
});