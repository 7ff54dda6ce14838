/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Stats_Day_By_DayInputs */

const en_lefta_stats_day_by_day = /** @type {(inputs: Lefta_Stats_Day_By_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Day by day`)
};

const fr_lefta_stats_day_by_day = /** @type {(inputs: Lefta_Stats_Day_By_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jour par jour`)
};

const de_lefta_stats_day_by_day = /** @type {(inputs: Lefta_Stats_Day_By_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tag für Tag`)
};

const es_lefta_stats_day_by_day = /** @type {(inputs: Lefta_Stats_Day_By_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Día a día`)
};

const pt_br2_lefta_stats_day_by_day = /** @type {(inputs: Lefta_Stats_Day_By_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dia a dia`)
};

const ja_lefta_stats_day_by_day = /** @type {(inputs: Lefta_Stats_Day_By_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`日ごと`)
};

const ar_lefta_stats_day_by_day = /** @type {(inputs: Lefta_Stats_Day_By_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يومًا بيوم`)
};

/**
* | output |
* | --- |
* | "Day by day" |
*
* @param {Lefta_Stats_Day_By_DayInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_stats_day_by_day = /** @type {((inputs?: Lefta_Stats_Day_By_DayInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Stats_Day_By_DayInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_stats_day_by_day(inputs)
	if (locale === "de") return de_lefta_stats_day_by_day(inputs)
	if (locale === "es") return es_lefta_stats_day_by_day(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_stats_day_by_day(inputs)
	if (locale === "ja") return ja_lefta_stats_day_by_day(inputs)
	if (locale === "ar") return ar_lefta_stats_day_by_day(inputs)
	return en_lefta_stats_day_by_day(inputs)
});