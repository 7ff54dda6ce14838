/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Series_SavedInputs */

const en_page_fix_series_saved = /** @type {(inputs: Page_Fix_Series_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Series saved`)
};

const fr_page_fix_series_saved = /** @type {(inputs: Page_Fix_Series_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Série enregistrée`)
};

const de_page_fix_series_saved = /** @type {(inputs: Page_Fix_Series_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reihe gespeichert`)
};

const es_page_fix_series_saved = /** @type {(inputs: Page_Fix_Series_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Serie guardada`)
};

const pt_br2_page_fix_series_saved = /** @type {(inputs: Page_Fix_Series_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Série salva`)
};

const ja_page_fix_series_saved = /** @type {(inputs: Page_Fix_Series_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`シリーズを保存しました`)
};

const ar_page_fix_series_saved = /** @type {(inputs: Page_Fix_Series_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حُفظت السلسلة`)
};

/**
* | output |
* | --- |
* | "Series saved" |
*
* @param {Page_Fix_Series_SavedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_series_saved = /** @type {((inputs?: Page_Fix_Series_SavedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Series_SavedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_series_saved(inputs)
	if (locale === "de") return de_page_fix_series_saved(inputs)
	if (locale === "es") return es_page_fix_series_saved(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_series_saved(inputs)
	if (locale === "ja") return ja_page_fix_series_saved(inputs)
	if (locale === "ar") return ar_page_fix_series_saved(inputs)
	return en_page_fix_series_saved(inputs)
});