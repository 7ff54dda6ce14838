/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Series_New_TitleInputs */

const en_page_fix_series_new_title = /** @type {(inputs: Page_Fix_Series_New_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New series title`)
};

const fr_page_fix_series_new_title = /** @type {(inputs: Page_Fix_Series_New_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Titre de la nouvelle série`)
};

const de_page_fix_series_new_title = /** @type {(inputs: Page_Fix_Series_New_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Titel der neuen Reihe`)
};

const es_page_fix_series_new_title = /** @type {(inputs: Page_Fix_Series_New_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Título de la nueva serie`)
};

const pt_br2_page_fix_series_new_title = /** @type {(inputs: Page_Fix_Series_New_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Título da nova série`)
};

const ja_page_fix_series_new_title = /** @type {(inputs: Page_Fix_Series_New_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新しいシリーズ名`)
};

const ar_page_fix_series_new_title = /** @type {(inputs: Page_Fix_Series_New_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عنوان السلسلة الجديدة`)
};

/**
* | output |
* | --- |
* | "New series title" |
*
* @param {Page_Fix_Series_New_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_series_new_title = /** @type {((inputs?: Page_Fix_Series_New_TitleInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Series_New_TitleInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_series_new_title(inputs)
	if (locale === "de") return de_page_fix_series_new_title(inputs)
	if (locale === "es") return es_page_fix_series_new_title(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_series_new_title(inputs)
	if (locale === "ja") return ja_page_fix_series_new_title(inputs)
	if (locale === "ar") return ar_page_fix_series_new_title(inputs)
	return en_page_fix_series_new_title(inputs)
});