/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Change_ScheduleInputs */

const en_ed_change_schedule = /** @type {(inputs: Ed_Change_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change schedule`)
};

const fr_ed_change_schedule = /** @type {(inputs: Ed_Change_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changer la date`)
};

const de_ed_change_schedule = /** @type {(inputs: Ed_Change_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zeitplan ändern`)
};

const es_ed_change_schedule = /** @type {(inputs: Ed_Change_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiar programación`)
};

const pt_br2_ed_change_schedule = /** @type {(inputs: Ed_Change_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mudar agendamento`)
};

const ja_ed_change_schedule = /** @type {(inputs: Ed_Change_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`予約を変更`)
};

const ar_ed_change_schedule = /** @type {(inputs: Ed_Change_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تغيير الموعد`)
};

/**
* | output |
* | --- |
* | "Change schedule" |
*
* @param {Ed_Change_ScheduleInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_change_schedule = /** @type {((inputs?: Ed_Change_ScheduleInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Change_ScheduleInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_change_schedule(inputs)
	if (locale === "de") return de_ed_change_schedule(inputs)
	if (locale === "es") return es_ed_change_schedule(inputs)
	if (locale === "pt-BR") return pt_br2_ed_change_schedule(inputs)
	if (locale === "ja") return ja_ed_change_schedule(inputs)
	if (locale === "ar") return ar_ed_change_schedule(inputs)
	return en_ed_change_schedule(inputs)
});