/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_History_LatestInputs */

const en_ed_history_latest = /** @type {(inputs: Ed_History_LatestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(latest)`)
};

const fr_ed_history_latest = /** @type {(inputs: Ed_History_LatestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(la plus récente)`)
};

const de_ed_history_latest = /** @type {(inputs: Ed_History_LatestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(neueste)`)
};

const es_ed_history_latest = /** @type {(inputs: Ed_History_LatestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(la más reciente)`)
};

const pt_br2_ed_history_latest = /** @type {(inputs: Ed_History_LatestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(mais recente)`)
};

const ja_ed_history_latest = /** @type {(inputs: Ed_History_LatestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(最新)`)
};

const ar_ed_history_latest = /** @type {(inputs: Ed_History_LatestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(الأحدث)`)
};

/**
* | output |
* | --- |
* | "(latest)" |
*
* @param {Ed_History_LatestInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_history_latest = /** @type {((inputs?: Ed_History_LatestInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_History_LatestInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_history_latest(inputs)
	if (locale === "de") return de_ed_history_latest(inputs)
	if (locale === "es") return es_ed_history_latest(inputs)
	if (locale === "pt-BR") return pt_br2_ed_history_latest(inputs)
	if (locale === "ja") return ja_ed_history_latest(inputs)
	if (locale === "ar") return ar_ed_history_latest(inputs)
	return en_ed_history_latest(inputs)
});