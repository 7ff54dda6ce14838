/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Series_AddInputs */

const en_page_fix_series_add = /** @type {(inputs: Page_Fix_Series_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add`)
};

const fr_page_fix_series_add = /** @type {(inputs: Page_Fix_Series_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter`)
};

const de_page_fix_series_add = /** @type {(inputs: Page_Fix_Series_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hinzufügen`)
};

const es_page_fix_series_add = /** @type {(inputs: Page_Fix_Series_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir`)
};

const pt_br2_page_fix_series_add = /** @type {(inputs: Page_Fix_Series_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicionar`)
};

const ja_page_fix_series_add = /** @type {(inputs: Page_Fix_Series_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`追加`)
};

const ar_page_fix_series_add = /** @type {(inputs: Page_Fix_Series_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إضافة`)
};

/**
* | output |
* | --- |
* | "Add" |
*
* @param {Page_Fix_Series_AddInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_series_add = /** @type {((inputs?: Page_Fix_Series_AddInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Series_AddInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_series_add(inputs)
	if (locale === "de") return de_page_fix_series_add(inputs)
	if (locale === "es") return es_page_fix_series_add(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_series_add(inputs)
	if (locale === "ja") return ja_page_fix_series_add(inputs)
	if (locale === "ar") return ar_page_fix_series_add(inputs)
	return en_page_fix_series_add(inputs)
});