/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Stats_PeriodInputs */

const en_lefta_stats_period = /** @type {(inputs: Lefta_Stats_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Period`)
};

const fr_lefta_stats_period = /** @type {(inputs: Lefta_Stats_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Période`)
};

const de_lefta_stats_period = /** @type {(inputs: Lefta_Stats_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zeitraum`)
};

const es_lefta_stats_period = /** @type {(inputs: Lefta_Stats_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Periodo`)
};

const pt_br2_lefta_stats_period = /** @type {(inputs: Lefta_Stats_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Período`)
};

const ja_lefta_stats_period = /** @type {(inputs: Lefta_Stats_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`期間`)
};

const ar_lefta_stats_period = /** @type {(inputs: Lefta_Stats_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الفترة`)
};

/**
* | output |
* | --- |
* | "Period" |
*
* @param {Lefta_Stats_PeriodInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_stats_period = /** @type {((inputs?: Lefta_Stats_PeriodInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Stats_PeriodInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_stats_period(inputs)
	if (locale === "de") return de_lefta_stats_period(inputs)
	if (locale === "es") return es_lefta_stats_period(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_stats_period(inputs)
	if (locale === "ja") return ja_lefta_stats_period(inputs)
	if (locale === "ar") return ar_lefta_stats_period(inputs)
	return en_lefta_stats_period(inputs)
});