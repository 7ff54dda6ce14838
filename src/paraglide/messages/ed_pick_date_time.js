/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Pick_Date_TimeInputs */

const en_ed_pick_date_time = /** @type {(inputs: Ed_Pick_Date_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick a date and a time`)
};

const fr_ed_pick_date_time = /** @type {(inputs: Ed_Pick_Date_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une date et une heure`)
};

const de_ed_pick_date_time = /** @type {(inputs: Ed_Pick_Date_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wählen Sie Datum und Uhrzeit`)
};

const es_ed_pick_date_time = /** @type {(inputs: Ed_Pick_Date_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige una fecha y una hora`)
};

const pt_br2_ed_pick_date_time = /** @type {(inputs: Ed_Pick_Date_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha uma data e um horário`)
};

const ja_ed_pick_date_time = /** @type {(inputs: Ed_Pick_Date_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`日付と時刻を選んでください`)
};

const ar_ed_pick_date_time = /** @type {(inputs: Ed_Pick_Date_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختر تاريخًا ووقتًا`)
};

/**
* | output |
* | --- |
* | "Pick a date and a time" |
*
* @param {Ed_Pick_Date_TimeInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_pick_date_time = /** @type {((inputs?: Ed_Pick_Date_TimeInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Pick_Date_TimeInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_pick_date_time(inputs)
	if (locale === "de") return de_ed_pick_date_time(inputs)
	if (locale === "es") return es_ed_pick_date_time(inputs)
	if (locale === "pt-BR") return pt_br2_ed_pick_date_time(inputs)
	if (locale === "ja") return ja_ed_pick_date_time(inputs)
	if (locale === "ar") return ar_ed_pick_date_time(inputs)
	return en_ed_pick_date_time(inputs)
});