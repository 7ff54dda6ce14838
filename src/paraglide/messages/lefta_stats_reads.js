/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Stats_ReadsInputs */

const en_lefta_stats_reads = /** @type {(inputs: Lefta_Stats_ReadsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reads`)
};

const fr_lefta_stats_reads = /** @type {(inputs: Lefta_Stats_ReadsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lectures`)
};

const de_lefta_stats_reads = /** @type {(inputs: Lefta_Stats_ReadsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gelesen`)
};

const es_lefta_stats_reads = /** @type {(inputs: Lefta_Stats_ReadsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lecturas`)
};

const pt_br2_lefta_stats_reads = /** @type {(inputs: Lefta_Stats_ReadsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leituras`)
};

const ja_lefta_stats_reads = /** @type {(inputs: Lefta_Stats_ReadsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`読了数`)
};

const ar_lefta_stats_reads = /** @type {(inputs: Lefta_Stats_ReadsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`القراءات`)
};

/**
* | output |
* | --- |
* | "Reads" |
*
* @param {Lefta_Stats_ReadsInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_stats_reads = /** @type {((inputs?: Lefta_Stats_ReadsInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Stats_ReadsInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_stats_reads(inputs)
	if (locale === "de") return de_lefta_stats_reads(inputs)
	if (locale === "es") return es_lefta_stats_reads(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_stats_reads(inputs)
	if (locale === "ja") return ja_lefta_stats_reads(inputs)
	if (locale === "ar") return ar_lefta_stats_reads(inputs)
	return en_lefta_stats_reads(inputs)
});