/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_HistoryInputs */

const en_ed_history = /** @type {(inputs: Ed_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`History`)
};

const fr_ed_history = /** @type {(inputs: Ed_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historique`)
};

const de_ed_history = /** @type {(inputs: Ed_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verlauf`)
};

const es_ed_history = /** @type {(inputs: Ed_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historial`)
};

const pt_br2_ed_history = /** @type {(inputs: Ed_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Histórico`)
};

const ja_ed_history = /** @type {(inputs: Ed_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`履歴`)
};

const ar_ed_history = /** @type {(inputs: Ed_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`السجل`)
};

/**
* | output |
* | --- |
* | "History" |
*
* @param {Ed_HistoryInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_history = /** @type {((inputs?: Ed_HistoryInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_HistoryInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_history(inputs)
	if (locale === "de") return de_ed_history(inputs)
	if (locale === "es") return es_ed_history(inputs)
	if (locale === "pt-BR") return pt_br2_ed_history(inputs)
	if (locale === "ja") return ja_ed_history(inputs)
	if (locale === "ar") return ar_ed_history(inputs)
	return en_ed_history(inputs)
});