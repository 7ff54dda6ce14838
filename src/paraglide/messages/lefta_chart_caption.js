/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Lefta_Chart_CaptionInputs */

const en_lefta_chart_caption = /** @type {(inputs: Lefta_Chart_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} per day`)
};

const fr_lefta_chart_caption = /** @type {(inputs: Lefta_Chart_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} par jour`)
};

const de_lefta_chart_caption = /** @type {(inputs: Lefta_Chart_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} pro Tag`)
};

const es_lefta_chart_caption = /** @type {(inputs: Lefta_Chart_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} por día`)
};

const pt_br2_lefta_chart_caption = /** @type {(inputs: Lefta_Chart_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} por dia`)
};

const ja_lefta_chart_caption = /** @type {(inputs: Lefta_Chart_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`1日あたりの${i?.label}`)
};

const ar_lefta_chart_caption = /** @type {(inputs: Lefta_Chart_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} في اليوم`)
};

/**
* | output |
* | --- |
* | "{label} per day" |
*
* @param {Lefta_Chart_CaptionInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_chart_caption = /** @type {((inputs: Lefta_Chart_CaptionInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Chart_CaptionInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_chart_caption(inputs)
	if (locale === "de") return de_lefta_chart_caption(inputs)
	if (locale === "es") return es_lefta_chart_caption(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_chart_caption(inputs)
	if (locale === "ja") return ja_lefta_chart_caption(inputs)
	if (locale === "ar") return ar_lefta_chart_caption(inputs)
	return en_lefta_chart_caption(inputs)
});