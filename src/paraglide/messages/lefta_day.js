/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_DayInputs */

const en_lefta_day = /** @type {(inputs: Lefta_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Day`)
};

const fr_lefta_day = /** @type {(inputs: Lefta_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jour`)
};

const de_lefta_day = /** @type {(inputs: Lefta_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tag`)
};

const es_lefta_day = /** @type {(inputs: Lefta_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Día`)
};

const pt_br2_lefta_day = /** @type {(inputs: Lefta_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dia`)
};

const ja_lefta_day = /** @type {(inputs: Lefta_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`日付`)
};

const ar_lefta_day = /** @type {(inputs: Lefta_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اليوم`)
};

/**
* | output |
* | --- |
* | "Day" |
*
* @param {Lefta_DayInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_day = /** @type {((inputs?: Lefta_DayInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_DayInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_day(inputs)
	if (locale === "de") return de_lefta_day(inputs)
	if (locale === "es") return es_lefta_day(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_day(inputs)
	if (locale === "ja") return ja_lefta_day(inputs)
	if (locale === "ar") return ar_lefta_day(inputs)
	return en_lefta_day(inputs)
});