/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Series_No_StoriesInputs */

const en_page_fix_series_no_stories = /** @type {(inputs: Page_Fix_Series_No_StoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No stories yet.`)
};

const fr_page_fix_series_no_stories = /** @type {(inputs: Page_Fix_Series_No_StoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune histoire pour l'instant.`)
};

const de_page_fix_series_no_stories = /** @type {(inputs: Page_Fix_Series_No_StoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Geschichten.`)
};

const es_page_fix_series_no_stories = /** @type {(inputs: Page_Fix_Series_No_StoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay historias.`)
};

const pt_br2_page_fix_series_no_stories = /** @type {(inputs: Page_Fix_Series_No_StoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhuma história ainda.`)
};

const ja_page_fix_series_no_stories = /** @type {(inputs: Page_Fix_Series_No_StoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`まだストーリーはありません。`)
};

const ar_page_fix_series_no_stories = /** @type {(inputs: Page_Fix_Series_No_StoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا قصص بعد.`)
};

/**
* | output |
* | --- |
* | "No stories yet." |
*
* @param {Page_Fix_Series_No_StoriesInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_series_no_stories = /** @type {((inputs?: Page_Fix_Series_No_StoriesInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Series_No_StoriesInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_series_no_stories(inputs)
	if (locale === "de") return de_page_fix_series_no_stories(inputs)
	if (locale === "es") return es_page_fix_series_no_stories(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_series_no_stories(inputs)
	if (locale === "ja") return ja_page_fix_series_no_stories(inputs)
	if (locale === "ar") return ar_page_fix_series_no_stories(inputs)
	return en_page_fix_series_no_stories(inputs)
});