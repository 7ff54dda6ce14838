/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Stats_SentInputs */

const en_lefta_stats_sent = /** @type {(inputs: Lefta_Stats_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sent`)
};

const fr_lefta_stats_sent = /** @type {(inputs: Lefta_Stats_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyés`)
};

const de_lefta_stats_sent = /** @type {(inputs: Lefta_Stats_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gesendet`)
};

const es_lefta_stats_sent = /** @type {(inputs: Lefta_Stats_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviados`)
};

const pt_br2_lefta_stats_sent = /** @type {(inputs: Lefta_Stats_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviados`)
};

const ja_lefta_stats_sent = /** @type {(inputs: Lefta_Stats_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`送信済み`)
};

const ar_lefta_stats_sent = /** @type {(inputs: Lefta_Stats_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُرسلت`)
};

/**
* | output |
* | --- |
* | "Sent" |
*
* @param {Lefta_Stats_SentInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_stats_sent = /** @type {((inputs?: Lefta_Stats_SentInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Stats_SentInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_stats_sent(inputs)
	if (locale === "de") return de_lefta_stats_sent(inputs)
	if (locale === "es") return es_lefta_stats_sent(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_stats_sent(inputs)
	if (locale === "ja") return ja_lefta_stats_sent(inputs)
	if (locale === "ar") return ar_lefta_stats_sent(inputs)
	return en_lefta_stats_sent(inputs)
});