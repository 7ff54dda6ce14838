/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Series_Take_OutInputs */

const en_page_fix_series_take_out = /** @type {(inputs: Page_Fix_Series_Take_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Take out`)
};

const fr_page_fix_series_take_out = /** @type {(inputs: Page_Fix_Series_Take_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer`)
};

const de_page_fix_series_take_out = /** @type {(inputs: Page_Fix_Series_Take_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Herausnehmen`)
};

const es_page_fix_series_take_out = /** @type {(inputs: Page_Fix_Series_Take_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitar`)
};

const pt_br2_page_fix_series_take_out = /** @type {(inputs: Page_Fix_Series_Take_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirar`)
};

const ja_page_fix_series_take_out = /** @type {(inputs: Page_Fix_Series_Take_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`外す`)
};

const ar_page_fix_series_take_out = /** @type {(inputs: Page_Fix_Series_Take_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إخراج`)
};

/**
* | output |
* | --- |
* | "Take out" |
*
* @param {Page_Fix_Series_Take_OutInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_series_take_out = /** @type {((inputs?: Page_Fix_Series_Take_OutInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Series_Take_OutInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_series_take_out(inputs)
	if (locale === "de") return de_page_fix_series_take_out(inputs)
	if (locale === "es") return es_page_fix_series_take_out(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_series_take_out(inputs)
	if (locale === "ja") return ja_page_fix_series_take_out(inputs)
	if (locale === "ar") return ar_page_fix_series_take_out(inputs)
	return en_page_fix_series_take_out(inputs)
});