/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Series_HiddenInputs */

const en_page_fix_series_hidden = /** @type {(inputs: Page_Fix_Series_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (hidden)`)
};

const fr_page_fix_series_hidden = /** @type {(inputs: Page_Fix_Series_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (masquée)`)
};

const de_page_fix_series_hidden = /** @type {(inputs: Page_Fix_Series_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (ausgeblendet)`)
};

const es_page_fix_series_hidden = /** @type {(inputs: Page_Fix_Series_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (oculta)`)
};

const pt_br2_page_fix_series_hidden = /** @type {(inputs: Page_Fix_Series_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (oculta)`)
};

const ja_page_fix_series_hidden = /** @type {(inputs: Page_Fix_Series_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`（非表示）`)
};

const ar_page_fix_series_hidden = /** @type {(inputs: Page_Fix_Series_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (مخفية)`)
};

/**
* | output |
* | --- |
* | "(hidden)" |
*
* @param {Page_Fix_Series_HiddenInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_series_hidden = /** @type {((inputs?: Page_Fix_Series_HiddenInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Series_HiddenInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_series_hidden(inputs)
	if (locale === "de") return de_page_fix_series_hidden(inputs)
	if (locale === "es") return es_page_fix_series_hidden(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_series_hidden(inputs)
	if (locale === "ja") return ja_page_fix_series_hidden(inputs)
	if (locale === "ar") return ar_page_fix_series_hidden(inputs)
	return en_page_fix_series_hidden(inputs)
});