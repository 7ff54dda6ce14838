/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_LatestInputs */

const en_home_latest = /** @type {(inputs: Home_LatestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Latest`)
};

const fr_home_latest = /** @type {(inputs: Home_LatestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Récents`)
};

const de_home_latest = /** @type {(inputs: Home_LatestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neueste`)
};

const es_home_latest = /** @type {(inputs: Home_LatestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recientes`)
};

const pt_br2_home_latest = /** @type {(inputs: Home_LatestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recentes`)
};

const ja_home_latest = /** @type {(inputs: Home_LatestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新着`)
};

const ar_home_latest = /** @type {(inputs: Home_LatestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الأحدث`)
};

/**
* | output |
* | --- |
* | "Latest" |
*
* @param {Home_LatestInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const home_latest = /** @type {((inputs?: Home_LatestInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_LatestInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_latest(inputs)
	if (locale === "de") return de_home_latest(inputs)
	if (locale === "es") return es_home_latest(inputs)
	if (locale === "pt-BR") return pt_br2_home_latest(inputs)
	if (locale === "ja") return ja_home_latest(inputs)
	if (locale === "ar") return ar_home_latest(inputs)
	return en_home_latest(inputs)
});