/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_ScheduleInputs */

const en_ed_schedule = /** @type {(inputs: Ed_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schedule`)
};

const fr_ed_schedule = /** @type {(inputs: Ed_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Programmer`)
};

const de_ed_schedule = /** @type {(inputs: Ed_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planen`)
};

const es_ed_schedule = /** @type {(inputs: Ed_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Programar`)
};

const pt_br2_ed_schedule = /** @type {(inputs: Ed_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agendar`)
};

const ja_ed_schedule = /** @type {(inputs: Ed_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`予約`)
};

const ar_ed_schedule = /** @type {(inputs: Ed_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جدولة`)
};

/**
* | output |
* | --- |
* | "Schedule" |
*
* @param {Ed_ScheduleInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_schedule = /** @type {((inputs?: Ed_ScheduleInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_ScheduleInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_schedule(inputs)
	if (locale === "de") return de_ed_schedule(inputs)
	if (locale === "es") return es_ed_schedule(inputs)
	if (locale === "pt-BR") return pt_br2_ed_schedule(inputs)
	if (locale === "ja") return ja_ed_schedule(inputs)
	if (locale === "ar") return ar_ed_schedule(inputs)
	return en_ed_schedule(inputs)
});