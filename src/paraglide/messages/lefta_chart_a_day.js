/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Chart_A_DayInputs */

const en_lefta_chart_a_day = /** @type {(inputs: Lefta_Chart_A_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a day`)
};

const fr_lefta_chart_a_day = /** @type {(inputs: Lefta_Chart_A_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`par jour`)
};

const de_lefta_chart_a_day = /** @type {(inputs: Lefta_Chart_A_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pro Tag`)
};

const es_lefta_chart_a_day = /** @type {(inputs: Lefta_Chart_A_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`al día`)
};

const pt_br2_lefta_chart_a_day = /** @type {(inputs: Lefta_Chart_A_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`por dia`)
};

const ja_lefta_chart_a_day = /** @type {(inputs: Lefta_Chart_A_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1日あたり`)
};

const ar_lefta_chart_a_day = /** @type {(inputs: Lefta_Chart_A_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`في اليوم`)
};

/**
* | output |
* | --- |
* | "a day" |
*
* @param {Lefta_Chart_A_DayInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_chart_a_day = /** @type {((inputs?: Lefta_Chart_A_DayInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Chart_A_DayInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_chart_a_day(inputs)
	if (locale === "de") return de_lefta_chart_a_day(inputs)
	if (locale === "es") return es_lefta_chart_a_day(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_chart_a_day(inputs)
	if (locale === "ja") return ja_lefta_chart_a_day(inputs)
	if (locale === "ar") return ar_lefta_chart_a_day(inputs)
	return en_lefta_chart_a_day(inputs)
});