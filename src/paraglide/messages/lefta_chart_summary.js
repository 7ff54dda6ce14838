/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown>, from: NonNullable<unknown>, to: NonNullable<unknown>, total: NonNullable<unknown>, highest: NonNullable<unknown> }} Lefta_Chart_SummaryInputs */

const en_lefta_chart_summary = /** @type {(inputs: Lefta_Chart_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} per day, ${i?.from} to ${i?.to}: ${i?.total} in all, at most ${i?.highest} in a day`)
};

const fr_lefta_chart_summary = /** @type {(inputs: Lefta_Chart_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} par jour, du ${i?.from} au ${i?.to} : ${i?.total} en tout, au plus ${i?.highest} en un jour`)
};

const de_lefta_chart_summary = /** @type {(inputs: Lefta_Chart_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} pro Tag, ${i?.from} bis ${i?.to}: insgesamt ${i?.total}, höchstens ${i?.highest} an einem Tag`)
};

const es_lefta_chart_summary = /** @type {(inputs: Lefta_Chart_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} por día, del ${i?.from} al ${i?.to}: ${i?.total} en total, como máximo ${i?.highest} en un día`)
};

const pt_br2_lefta_chart_summary = /** @type {(inputs: Lefta_Chart_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} por dia, de ${i?.from} a ${i?.to}: ${i?.total} no total, no máximo ${i?.highest} em um dia`)
};

const ja_lefta_chart_summary = /** @type {(inputs: Lefta_Chart_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`1日あたりの${i?.label}（${i?.from}〜${i?.to}）: 合計 ${i?.total}、1日の最大 ${i?.highest}`)
};

const ar_lefta_chart_summary = /** @type {(inputs: Lefta_Chart_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} في اليوم، من ${i?.from} إلى ${i?.to}: ${i?.total} في المجموع، وبحد أقصى ${i?.highest} في يوم واحد`)
};

/**
* | output |
* | --- |
* | "{label} per day, {from} to {to}: {total} in all, at most {highest} in a day" |
*
* @param {Lefta_Chart_SummaryInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_chart_summary = /** @type {((inputs: Lefta_Chart_SummaryInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Chart_SummaryInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_chart_summary(inputs)
	if (locale === "de") return de_lefta_chart_summary(inputs)
	if (locale === "es") return es_lefta_chart_summary(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_chart_summary(inputs)
	if (locale === "ja") return ja_lefta_chart_summary(inputs)
	if (locale === "ar") return ar_lefta_chart_summary(inputs)
	return en_lefta_chart_summary(inputs)
});