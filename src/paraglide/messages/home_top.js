/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_TopInputs */

const en_home_top = /** @type {(inputs: Home_TopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Top`)
};

const fr_home_top = /** @type {(inputs: Home_TopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Populaires`)
};

const de_home_top = /** @type {(inputs: Home_TopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beliebt`)
};

const es_home_top = /** @type {(inputs: Home_TopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Populares`)
};

const pt_br2_home_top = /** @type {(inputs: Home_TopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Populares`)
};

const ja_home_top = /** @type {(inputs: Home_TopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`人気`)
};

const ar_home_top = /** @type {(inputs: Home_TopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الأكثر رواجًا`)
};

/**
* | output |
* | --- |
* | "Top" |
*
* @param {Home_TopInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const home_top = /** @type {((inputs?: Home_TopInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_TopInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_top(inputs)
	if (locale === "de") return de_home_top(inputs)
	if (locale === "es") return es_home_top(inputs)
	if (locale === "pt-BR") return pt_br2_home_top(inputs)
	if (locale === "ja") return ja_home_top(inputs)
	if (locale === "ar") return ar_home_top(inputs)
	return en_home_top(inputs)
});