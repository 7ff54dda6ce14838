/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Chart_X_AxisInputs */

const en_lefta_chart_x_axis = /** @type {(inputs: Lefta_Chart_X_AxisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Day (UTC)`)
};

const fr_lefta_chart_x_axis = /** @type {(inputs: Lefta_Chart_X_AxisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jour (UTC)`)
};

const de_lefta_chart_x_axis = /** @type {(inputs: Lefta_Chart_X_AxisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tag (UTC)`)
};

const es_lefta_chart_x_axis = /** @type {(inputs: Lefta_Chart_X_AxisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Día (UTC)`)
};

const pt_br2_lefta_chart_x_axis = /** @type {(inputs: Lefta_Chart_X_AxisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dia (UTC)`)
};

const ja_lefta_chart_x_axis = /** @type {(inputs: Lefta_Chart_X_AxisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`日付（UTC）`)
};

const ar_lefta_chart_x_axis = /** @type {(inputs: Lefta_Chart_X_AxisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اليوم (UTC)`)
};

/**
* | output |
* | --- |
* | "Day (UTC)" |
*
* @param {Lefta_Chart_X_AxisInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_chart_x_axis = /** @type {((inputs?: Lefta_Chart_X_AxisInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Chart_X_AxisInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_chart_x_axis(inputs)
	if (locale === "de") return de_lefta_chart_x_axis(inputs)
	if (locale === "es") return es_lefta_chart_x_axis(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_chart_x_axis(inputs)
	if (locale === "ja") return ja_lefta_chart_x_axis(inputs)
	if (locale === "ar") return ar_lefta_chart_x_axis(inputs)
	return en_lefta_chart_x_axis(inputs)
});