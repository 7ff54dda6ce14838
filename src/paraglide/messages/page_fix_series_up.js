/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Series_UpInputs */

const en_page_fix_series_up = /** @type {(inputs: Page_Fix_Series_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Up`)
};

const fr_page_fix_series_up = /** @type {(inputs: Page_Fix_Series_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monter`)
};

const de_page_fix_series_up = /** @type {(inputs: Page_Fix_Series_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nach oben`)
};

const es_page_fix_series_up = /** @type {(inputs: Page_Fix_Series_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subir`)
};

const pt_br2_page_fix_series_up = /** @type {(inputs: Page_Fix_Series_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subir`)
};

const ja_page_fix_series_up = /** @type {(inputs: Page_Fix_Series_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`上へ`)
};

const ar_page_fix_series_up = /** @type {(inputs: Page_Fix_Series_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لأعلى`)
};

/**
* | output |
* | --- |
* | "Up" |
*
* @param {Page_Fix_Series_UpInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_series_up = /** @type {((inputs?: Page_Fix_Series_UpInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Series_UpInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_series_up(inputs)
	if (locale === "de") return de_page_fix_series_up(inputs)
	if (locale === "es") return es_page_fix_series_up(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_series_up(inputs)
	if (locale === "ja") return ja_page_fix_series_up(inputs)
	if (locale === "ar") return ar_page_fix_series_up(inputs)
	return en_page_fix_series_up(inputs)
});