/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown> }} Lefta_Chart_HighestInputs */

const en_lefta_chart_highest = /** @type {(inputs: Lefta_Chart_HighestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`highest: ${i?.n} a day`)
};

const fr_lefta_chart_highest = /** @type {(inputs: Lefta_Chart_HighestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`maximum : ${i?.n} par jour`)
};

const de_lefta_chart_highest = /** @type {(inputs: Lefta_Chart_HighestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Höchstwert: ${i?.n} pro Tag`)
};

const es_lefta_chart_highest = /** @type {(inputs: Lefta_Chart_HighestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`máximo: ${i?.n} al día`)
};

const pt_br2_lefta_chart_highest = /** @type {(inputs: Lefta_Chart_HighestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`máximo: ${i?.n} por dia`)
};

const ja_lefta_chart_highest = /** @type {(inputs: Lefta_Chart_HighestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`最大: 1日 ${i?.n}`)
};

const ar_lefta_chart_highest = /** @type {(inputs: Lefta_Chart_HighestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الأعلى: ${i?.n} في اليوم`)
};

/**
* | output |
* | --- |
* | "highest: {n} a day" |
*
* @param {Lefta_Chart_HighestInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_chart_highest = /** @type {((inputs: Lefta_Chart_HighestInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Chart_HighestInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_chart_highest(inputs)
	if (locale === "de") return de_lefta_chart_highest(inputs)
	if (locale === "es") return es_lefta_chart_highest(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_chart_highest(inputs)
	if (locale === "ja") return ja_lefta_chart_highest(inputs)
	if (locale === "ar") return ar_lefta_chart_highest(inputs)
	return en_lefta_chart_highest(inputs)
});