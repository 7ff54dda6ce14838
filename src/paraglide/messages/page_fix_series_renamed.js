/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Series_RenamedInputs */

const en_page_fix_series_renamed = /** @type {(inputs: Page_Fix_Series_RenamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Series renamed`)
};

const fr_page_fix_series_renamed = /** @type {(inputs: Page_Fix_Series_RenamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Série renommée`)
};

const de_page_fix_series_renamed = /** @type {(inputs: Page_Fix_Series_RenamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reihe umbenannt`)
};

const es_page_fix_series_renamed = /** @type {(inputs: Page_Fix_Series_RenamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Serie renombrada`)
};

const pt_br2_page_fix_series_renamed = /** @type {(inputs: Page_Fix_Series_RenamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Série renomeada`)
};

const ja_page_fix_series_renamed = /** @type {(inputs: Page_Fix_Series_RenamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`シリーズ名を変更しました`)
};

const ar_page_fix_series_renamed = /** @type {(inputs: Page_Fix_Series_RenamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُعيدت تسمية السلسلة`)
};

/**
* | output |
* | --- |
* | "Series renamed" |
*
* @param {Page_Fix_Series_RenamedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_series_renamed = /** @type {((inputs?: Page_Fix_Series_RenamedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Series_RenamedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_series_renamed(inputs)
	if (locale === "de") return de_page_fix_series_renamed(inputs)
	if (locale === "es") return es_page_fix_series_renamed(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_series_renamed(inputs)
	if (locale === "ja") return ja_page_fix_series_renamed(inputs)
	if (locale === "ar") return ar_page_fix_series_renamed(inputs)
	return en_page_fix_series_renamed(inputs)
});