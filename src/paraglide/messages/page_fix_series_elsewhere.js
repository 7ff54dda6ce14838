/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Series_ElsewhereInputs */

const en_page_fix_series_elsewhere = /** @type {(inputs: Page_Fix_Series_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (in another series)`)
};

const fr_page_fix_series_elsewhere = /** @type {(inputs: Page_Fix_Series_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (dans une autre série)`)
};

const de_page_fix_series_elsewhere = /** @type {(inputs: Page_Fix_Series_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (in einer anderen Reihe)`)
};

const es_page_fix_series_elsewhere = /** @type {(inputs: Page_Fix_Series_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (en otra serie)`)
};

const pt_br2_page_fix_series_elsewhere = /** @type {(inputs: Page_Fix_Series_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (em outra série)`)
};

const ja_page_fix_series_elsewhere = /** @type {(inputs: Page_Fix_Series_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`（別のシリーズ）`)
};

const ar_page_fix_series_elsewhere = /** @type {(inputs: Page_Fix_Series_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (في سلسلة أخرى)`)
};

/**
* | output |
* | --- |
* | "(in another series)" |
*
* @param {Page_Fix_Series_ElsewhereInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_series_elsewhere = /** @type {((inputs?: Page_Fix_Series_ElsewhereInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Series_ElsewhereInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_series_elsewhere(inputs)
	if (locale === "de") return de_page_fix_series_elsewhere(inputs)
	if (locale === "es") return es_page_fix_series_elsewhere(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_series_elsewhere(inputs)
	if (locale === "ja") return ja_page_fix_series_elsewhere(inputs)
	if (locale === "ar") return ar_page_fix_series_elsewhere(inputs)
	return en_page_fix_series_elsewhere(inputs)
});