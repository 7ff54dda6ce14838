/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Stats_WaitingInputs */

const en_lefta_stats_waiting = /** @type {(inputs: Lefta_Stats_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting`)
};

const fr_lefta_stats_waiting = /** @type {(inputs: Lefta_Stats_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En attente`)
};

const de_lefta_stats_waiting = /** @type {(inputs: Lefta_Stats_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wartend`)
};

const es_lefta_stats_waiting = /** @type {(inputs: Lefta_Stats_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En espera`)
};

const pt_br2_lefta_stats_waiting = /** @type {(inputs: Lefta_Stats_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aguardando`)
};

const ja_lefta_stats_waiting = /** @type {(inputs: Lefta_Stats_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`待機中`)
};

const ar_lefta_stats_waiting = /** @type {(inputs: Lefta_Stats_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`قيد الانتظار`)
};

/**
* | output |
* | --- |
* | "Waiting" |
*
* @param {Lefta_Stats_WaitingInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_stats_waiting = /** @type {((inputs?: Lefta_Stats_WaitingInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Stats_WaitingInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_stats_waiting(inputs)
	if (locale === "de") return de_lefta_stats_waiting(inputs)
	if (locale === "es") return es_lefta_stats_waiting(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_stats_waiting(inputs)
	if (locale === "ja") return ja_lefta_stats_waiting(inputs)
	if (locale === "ar") return ar_lefta_stats_waiting(inputs)
	return en_lefta_stats_waiting(inputs)
});