/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Ed_History_SavedInputs */

const en_ed_history_saved = /** @type {(inputs: Ed_History_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saved ${i?.when}.`)
};

const fr_ed_history_saved = /** @type {(inputs: Ed_History_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enregistrée le ${i?.when}.`)
};

const de_ed_history_saved = /** @type {(inputs: Ed_History_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gespeichert am ${i?.when}.`)
};

const es_ed_history_saved = /** @type {(inputs: Ed_History_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Guardada el ${i?.when}.`)
};

const pt_br2_ed_history_saved = /** @type {(inputs: Ed_History_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Salva em ${i?.when}.`)
};

const ja_ed_history_saved = /** @type {(inputs: Ed_History_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when}に保存。`)
};

const ar_ed_history_saved = /** @type {(inputs: Ed_History_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`حُفظت في ${i?.when}.`)
};

/**
* | output |
* | --- |
* | "Saved {when}." |
*
* @param {Ed_History_SavedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_history_saved = /** @type {((inputs: Ed_History_SavedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_History_SavedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_history_saved(inputs)
	if (locale === "de") return de_ed_history_saved(inputs)
	if (locale === "es") return es_ed_history_saved(inputs)
	if (locale === "pt-BR") return pt_br2_ed_history_saved(inputs)
	if (locale === "ja") return ja_ed_history_saved(inputs)
	if (locale === "ar") return ar_ed_history_saved(inputs)
	return en_ed_history_saved(inputs)
});