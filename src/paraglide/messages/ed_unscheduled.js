/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_UnscheduledInputs */

const en_ed_unscheduled = /** @type {(inputs: Ed_UnscheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No longer scheduled: the story stays a draft`)
};

const fr_ed_unscheduled = /** @type {(inputs: Ed_UnscheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plus programmée : l’histoire reste un brouillon`)
};

const de_ed_unscheduled = /** @type {(inputs: Ed_UnscheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht mehr geplant: Die Geschichte bleibt ein Entwurf`)
};

const es_ed_unscheduled = /** @type {(inputs: Ed_UnscheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya no está programada: la historia sigue siendo un borrador`)
};

const pt_br2_ed_unscheduled = /** @type {(inputs: Ed_UnscheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não está mais agendada: a história continua rascunho`)
};

const ja_ed_unscheduled = /** @type {(inputs: Ed_UnscheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`予約を取り消しました:記事は下書きのままです`)
};

const ar_ed_unscheduled = /** @type {(inputs: Ed_UnscheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم تعد مجدولة: تبقى القصة مسودة`)
};

/**
* | output |
* | --- |
* | "No longer scheduled: the story stays a draft" |
*
* @param {Ed_UnscheduledInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_unscheduled = /** @type {((inputs?: Ed_UnscheduledInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_UnscheduledInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_unscheduled(inputs)
	if (locale === "de") return de_ed_unscheduled(inputs)
	if (locale === "es") return es_ed_unscheduled(inputs)
	if (locale === "pt-BR") return pt_br2_ed_unscheduled(inputs)
	if (locale === "ja") return ja_ed_unscheduled(inputs)
	if (locale === "ar") return ar_ed_unscheduled(inputs)
	return en_ed_unscheduled(inputs)
});