/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown> }} Lefta_Wh_LatestInputs */

const en_lefta_wh_latest = /** @type {(inputs: Lefta_Wh_LatestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Latest deliveries to ${i?.url}`)
};

const fr_lefta_wh_latest = /** @type {(inputs: Lefta_Wh_LatestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Derniers envois vers ${i?.url}`)
};

const de_lefta_wh_latest = /** @type {(inputs: Lefta_Wh_LatestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Letzte Zustellungen an ${i?.url}`)
};

const es_lefta_wh_latest = /** @type {(inputs: Lefta_Wh_LatestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Últimas entregas a ${i?.url}`)
};

const pt_br2_lefta_wh_latest = /** @type {(inputs: Lefta_Wh_LatestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Últimas entregas para ${i?.url}`)
};

const ja_lefta_wh_latest = /** @type {(inputs: Lefta_Wh_LatestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.url} への最近の配信`)
};

const ar_lefta_wh_latest = /** @type {(inputs: Lefta_Wh_LatestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`آخر عمليات التسليم إلى ${i?.url}`)
};

/**
* | output |
* | --- |
* | "Latest deliveries to {url}" |
*
* @param {Lefta_Wh_LatestInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_wh_latest = /** @type {((inputs: Lefta_Wh_LatestInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Wh_LatestInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_wh_latest(inputs)
	if (locale === "de") return de_lefta_wh_latest(inputs)
	if (locale === "es") return es_lefta_wh_latest(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_wh_latest(inputs)
	if (locale === "ja") return ja_lefta_wh_latest(inputs)
	if (locale === "ar") return ar_lefta_wh_latest(inputs)
	return en_lefta_wh_latest(inputs)
});