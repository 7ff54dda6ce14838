/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_StatsInputs */

const en_nav_stats = /** @type {(inputs: Nav_StatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stats`)
};

const fr_nav_stats = /** @type {(inputs: Nav_StatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statistiques`)
};

const de_nav_stats = /** @type {(inputs: Nav_StatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statistiken`)
};

const es_nav_stats = /** @type {(inputs: Nav_StatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estadísticas`)
};

const pt_br2_nav_stats = /** @type {(inputs: Nav_StatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estatísticas`)
};

const ja_nav_stats = /** @type {(inputs: Nav_StatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`統計`)
};

const ar_nav_stats = /** @type {(inputs: Nav_StatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الإحصاءات`)
};

/**
* | output |
* | --- |
* | "Stats" |
*
* @param {Nav_StatsInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const nav_stats = /** @type {((inputs?: Nav_StatsInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_StatsInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_nav_stats(inputs)
	if (locale === "de") return de_nav_stats(inputs)
	if (locale === "es") return es_nav_stats(inputs)
	if (locale === "pt-BR") return pt_br2_nav_stats(inputs)
	if (locale === "ja") return ja_nav_stats(inputs)
	if (locale === "ar") return ar_nav_stats(inputs)
	return en_nav_stats(inputs)
});