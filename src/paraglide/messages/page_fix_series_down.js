/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Series_DownInputs */

const en_page_fix_series_down = /** @type {(inputs: Page_Fix_Series_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Down`)
};

const fr_page_fix_series_down = /** @type {(inputs: Page_Fix_Series_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descendre`)
};

const de_page_fix_series_down = /** @type {(inputs: Page_Fix_Series_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nach unten`)
};

const es_page_fix_series_down = /** @type {(inputs: Page_Fix_Series_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bajar`)
};

const pt_br2_page_fix_series_down = /** @type {(inputs: Page_Fix_Series_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descer`)
};

const ja_page_fix_series_down = /** @type {(inputs: Page_Fix_Series_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`下へ`)
};

const ar_page_fix_series_down = /** @type {(inputs: Page_Fix_Series_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لأسفل`)
};

/**
* | output |
* | --- |
* | "Down" |
*
* @param {Page_Fix_Series_DownInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_series_down = /** @type {((inputs?: Page_Fix_Series_DownInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Series_DownInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_series_down(inputs)
	if (locale === "de") return de_page_fix_series_down(inputs)
	if (locale === "es") return es_page_fix_series_down(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_series_down(inputs)
	if (locale === "ja") return ja_page_fix_series_down(inputs)
	if (locale === "ar") return ar_page_fix_series_down(inputs)
	return en_page_fix_series_down(inputs)
});