/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Series_DeleteInputs */

const en_page_fix_series_delete = /** @type {(inputs: Page_Fix_Series_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete the series`)
};

const fr_page_fix_series_delete = /** @type {(inputs: Page_Fix_Series_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer la série`)
};

const de_page_fix_series_delete = /** @type {(inputs: Page_Fix_Series_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reihe löschen`)
};

const es_page_fix_series_delete = /** @type {(inputs: Page_Fix_Series_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar la serie`)
};

const pt_br2_page_fix_series_delete = /** @type {(inputs: Page_Fix_Series_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Excluir a série`)
};

const ja_page_fix_series_delete = /** @type {(inputs: Page_Fix_Series_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`シリーズを削除`)
};

const ar_page_fix_series_delete = /** @type {(inputs: Page_Fix_Series_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف السلسلة`)
};

/**
* | output |
* | --- |
* | "Delete the series" |
*
* @param {Page_Fix_Series_DeleteInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_series_delete = /** @type {((inputs?: Page_Fix_Series_DeleteInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Series_DeleteInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_series_delete(inputs)
	if (locale === "de") return de_page_fix_series_delete(inputs)
	if (locale === "es") return es_page_fix_series_delete(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_series_delete(inputs)
	if (locale === "ja") return ja_page_fix_series_delete(inputs)
	if (locale === "ar") return ar_page_fix_series_delete(inputs)
	return en_page_fix_series_delete(inputs)
});