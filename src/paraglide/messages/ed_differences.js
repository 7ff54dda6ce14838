/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_DifferencesInputs */

const en_ed_differences = /** @type {(inputs: Ed_DifferencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Differences`)
};

const fr_ed_differences = /** @type {(inputs: Ed_DifferencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Différences`)
};

const de_ed_differences = /** @type {(inputs: Ed_DifferencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unterschiede`)
};

const es_ed_differences = /** @type {(inputs: Ed_DifferencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diferencias`)
};

const pt_br2_ed_differences = /** @type {(inputs: Ed_DifferencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diferenças`)
};

const ja_ed_differences = /** @type {(inputs: Ed_DifferencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`差分`)
};

const ar_ed_differences = /** @type {(inputs: Ed_DifferencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الفروق`)
};

/**
* | output |
* | --- |
* | "Differences" |
*
* @param {Ed_DifferencesInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_differences = /** @type {((inputs?: Ed_DifferencesInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_DifferencesInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_differences(inputs)
	if (locale === "de") return de_ed_differences(inputs)
	if (locale === "es") return es_ed_differences(inputs)
	if (locale === "pt-BR") return pt_br2_ed_differences(inputs)
	if (locale === "ja") return ja_ed_differences(inputs)
	if (locale === "ar") return ar_ed_differences(inputs)
	return en_ed_differences(inputs)
});