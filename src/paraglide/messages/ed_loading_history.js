/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Loading_HistoryInputs */

const en_ed_loading_history = /** @type {(inputs: Ed_Loading_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the history…`)
};

const fr_ed_loading_history = /** @type {(inputs: Ed_Loading_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de l’historique…`)
};

const de_ed_loading_history = /** @type {(inputs: Ed_Loading_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verlauf wird geladen…`)
};

const es_ed_loading_history = /** @type {(inputs: Ed_Loading_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando el historial…`)
};

const pt_br2_ed_loading_history = /** @type {(inputs: Ed_Loading_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carregando o histórico…`)
};

const ja_ed_loading_history = /** @type {(inputs: Ed_Loading_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`履歴を読み込み中…`)
};

const ar_ed_loading_history = /** @type {(inputs: Ed_Loading_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ تحميل السجل…`)
};

/**
* | output |
* | --- |
* | "Loading the history…" |
*
* @param {Ed_Loading_HistoryInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_loading_history = /** @type {((inputs?: Ed_Loading_HistoryInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Loading_HistoryInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_loading_history(inputs)
	if (locale === "de") return de_ed_loading_history(inputs)
	if (locale === "es") return es_ed_loading_history(inputs)
	if (locale === "pt-BR") return pt_br2_ed_loading_history(inputs)
	if (locale === "ja") return ja_ed_loading_history(inputs)
	if (locale === "ar") return ar_ed_loading_history(inputs)
	return en_ed_loading_history(inputs)
});