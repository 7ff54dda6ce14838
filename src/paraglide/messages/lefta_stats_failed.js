/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Stats_FailedInputs */

const en_lefta_stats_failed = /** @type {(inputs: Lefta_Stats_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed`)
};

const fr_lefta_stats_failed = /** @type {(inputs: Lefta_Stats_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échoués`)
};

const de_lefta_stats_failed = /** @type {(inputs: Lefta_Stats_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehlgeschlagen`)
};

const es_lefta_stats_failed = /** @type {(inputs: Lefta_Stats_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fallidos`)
};

const pt_br2_lefta_stats_failed = /** @type {(inputs: Lefta_Stats_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Com falha`)
};

const ja_lefta_stats_failed = /** @type {(inputs: Lefta_Stats_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`失敗`)
};

const ar_lefta_stats_failed = /** @type {(inputs: Lefta_Stats_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فشلت`)
};

/**
* | output |
* | --- |
* | "Failed" |
*
* @param {Lefta_Stats_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_stats_failed = /** @type {((inputs?: Lefta_Stats_FailedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Stats_FailedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_stats_failed(inputs)
	if (locale === "de") return de_lefta_stats_failed(inputs)
	if (locale === "es") return es_lefta_stats_failed(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_stats_failed(inputs)
	if (locale === "ja") return ja_lefta_stats_failed(inputs)
	if (locale === "ar") return ar_lefta_stats_failed(inputs)
	return en_lefta_stats_failed(inputs)
});