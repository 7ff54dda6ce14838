/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Series_RenameInputs */

const en_page_fix_series_rename = /** @type {(inputs: Page_Fix_Series_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rename`)
};

const fr_page_fix_series_rename = /** @type {(inputs: Page_Fix_Series_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renommer`)
};

const de_page_fix_series_rename = /** @type {(inputs: Page_Fix_Series_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Umbenennen`)
};

const es_page_fix_series_rename = /** @type {(inputs: Page_Fix_Series_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renombrar`)
};

const pt_br2_page_fix_series_rename = /** @type {(inputs: Page_Fix_Series_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renomear`)
};

const ja_page_fix_series_rename = /** @type {(inputs: Page_Fix_Series_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`名前を変更`)
};

const ar_page_fix_series_rename = /** @type {(inputs: Page_Fix_Series_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إعادة التسمية`)
};

/**
* | output |
* | --- |
* | "Rename" |
*
* @param {Page_Fix_Series_RenameInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_series_rename = /** @type {((inputs?: Page_Fix_Series_RenameInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Series_RenameInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_series_rename(inputs)
	if (locale === "de") return de_page_fix_series_rename(inputs)
	if (locale === "es") return es_page_fix_series_rename(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_series_rename(inputs)
	if (locale === "ja") return ja_page_fix_series_rename(inputs)
	if (locale === "ar") return ar_page_fix_series_rename(inputs)
	return en_page_fix_series_rename(inputs)
});