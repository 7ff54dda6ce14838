/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_RecommendedInputs */

const en_home_recommended = /** @type {(inputs: Home_RecommendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recommended`)
};

const fr_home_recommended = /** @type {(inputs: Home_RecommendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recommandés`)
};

const de_home_recommended = /** @type {(inputs: Home_RecommendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empfohlen`)
};

const es_home_recommended = /** @type {(inputs: Home_RecommendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recomendados`)
};

const pt_br2_home_recommended = /** @type {(inputs: Home_RecommendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recomendados`)
};

const ja_home_recommended = /** @type {(inputs: Home_RecommendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`注目`)
};

const ar_home_recommended = /** @type {(inputs: Home_RecommendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مقترحة`)
};

/**
* | output |
* | --- |
* | "Recommended" |
*
* @param {Home_RecommendedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const home_recommended = /** @type {((inputs?: Home_RecommendedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_RecommendedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_recommended(inputs)
	if (locale === "de") return de_home_recommended(inputs)
	if (locale === "es") return es_home_recommended(inputs)
	if (locale === "pt-BR") return pt_br2_home_recommended(inputs)
	if (locale === "ja") return ja_home_recommended(inputs)
	if (locale === "ar") return ar_home_recommended(inputs)
	return en_home_recommended(inputs)
});