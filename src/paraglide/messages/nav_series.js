/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_SeriesInputs */

const en_nav_series = /** @type {(inputs: Nav_SeriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Series`)
};

const fr_nav_series = /** @type {(inputs: Nav_SeriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Séries`)
};

const de_nav_series = /** @type {(inputs: Nav_SeriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Serien`)
};

const es_nav_series = /** @type {(inputs: Nav_SeriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Series`)
};

const pt_br2_nav_series = /** @type {(inputs: Nav_SeriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Séries`)
};

const ja_nav_series = /** @type {(inputs: Nav_SeriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`シリーズ`)
};

const ar_nav_series = /** @type {(inputs: Nav_SeriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`السلاسل`)
};

/**
* | output |
* | --- |
* | "Series" |
*
* @param {Nav_SeriesInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const nav_series = /** @type {((inputs?: Nav_SeriesInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_SeriesInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_nav_series(inputs)
	if (locale === "de") return de_nav_series(inputs)
	if (locale === "es") return es_nav_series(inputs)
	if (locale === "pt-BR") return pt_br2_nav_series(inputs)
	if (locale === "ja") return ja_nav_series(inputs)
	if (locale === "ar") return ar_nav_series(inputs)
	return en_nav_series(inputs)
});