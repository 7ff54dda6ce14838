/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_ScheduledInputs */

const en_ed_scheduled = /** @type {(inputs: Ed_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scheduled: the story publishes itself at the time you chose`)
};

const fr_ed_scheduled = /** @type {(inputs: Ed_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Programmée : l’histoire se publiera à l’heure choisie`)
};

const de_ed_scheduled = /** @type {(inputs: Ed_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geplant: Die Geschichte erscheint zur gewählten Zeit von selbst`)
};

const es_ed_scheduled = /** @type {(inputs: Ed_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Programada: la historia se publicará sola a la hora elegida`)
};

const pt_br2_ed_scheduled = /** @type {(inputs: Ed_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agendada: a história se publica sozinha no horário escolhido`)
};

const ja_ed_scheduled = /** @type {(inputs: Ed_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`予約しました:選んだ日時に記事が自動的に公開されます`)
};

const ar_ed_scheduled = /** @type {(inputs: Ed_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جُدولت: ستُنشر القصة تلقائيًا في الوقت الذي اخترته`)
};

/**
* | output |
* | --- |
* | "Scheduled: the story publishes itself at the time you chose" |
*
* @param {Ed_ScheduledInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_scheduled = /** @type {((inputs?: Ed_ScheduledInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_ScheduledInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_scheduled(inputs)
	if (locale === "de") return de_ed_scheduled(inputs)
	if (locale === "es") return es_ed_scheduled(inputs)
	if (locale === "pt-BR") return pt_br2_ed_scheduled(inputs)
	if (locale === "ja") return ja_ed_scheduled(inputs)
	if (locale === "ar") return ar_ed_scheduled(inputs)
	return en_ed_scheduled(inputs)
});