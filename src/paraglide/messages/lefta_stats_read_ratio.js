/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Stats_Read_RatioInputs */

const en_lefta_stats_read_ratio = /** @type {(inputs: Lefta_Stats_Read_RatioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read ratio`)
};

const fr_lefta_stats_read_ratio = /** @type {(inputs: Lefta_Stats_Read_RatioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taux de lecture`)
};

const de_lefta_stats_read_ratio = /** @type {(inputs: Lefta_Stats_Read_RatioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leserate`)
};

const es_lefta_stats_read_ratio = /** @type {(inputs: Lefta_Stats_Read_RatioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tasa de lectura`)
};

const pt_br2_lefta_stats_read_ratio = /** @type {(inputs: Lefta_Stats_Read_RatioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taxa de leitura`)
};

const ja_lefta_stats_read_ratio = /** @type {(inputs: Lefta_Stats_Read_RatioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`読了率`)
};

const ar_lefta_stats_read_ratio = /** @type {(inputs: Lefta_Stats_Read_RatioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نسبة القراءة`)
};

/**
* | output |
* | --- |
* | "Read ratio" |
*
* @param {Lefta_Stats_Read_RatioInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_stats_read_ratio = /** @type {((inputs?: Lefta_Stats_Read_RatioInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Stats_Read_RatioInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_stats_read_ratio(inputs)
	if (locale === "de") return de_lefta_stats_read_ratio(inputs)
	if (locale === "es") return es_lefta_stats_read_ratio(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_stats_read_ratio(inputs)
	if (locale === "ja") return ja_lefta_stats_read_ratio(inputs)
	if (locale === "ar") return ar_lefta_stats_read_ratio(inputs)
	return en_lefta_stats_read_ratio(inputs)
});