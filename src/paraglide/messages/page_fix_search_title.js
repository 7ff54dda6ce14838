/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ q: NonNullable<unknown> }} Page_Fix_Search_TitleInputs */

const en_page_fix_search_title = /** @type {(inputs: Page_Fix_Search_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Search: ${i?.q}`)
};

const fr_page_fix_search_title = /** @type {(inputs: Page_Fix_Search_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recherche : ${i?.q}`)
};

const de_page_fix_search_title = /** @type {(inputs: Page_Fix_Search_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Suche: ${i?.q}`)
};

const es_page_fix_search_title = /** @type {(inputs: Page_Fix_Search_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Búsqueda: ${i?.q}`)
};

const pt_br2_page_fix_search_title = /** @type {(inputs: Page_Fix_Search_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Busca: ${i?.q}`)
};

const ja_page_fix_search_title = /** @type {(inputs: Page_Fix_Search_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`検索：${i?.q}`)
};

const ar_page_fix_search_title = /** @type {(inputs: Page_Fix_Search_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`بحث: ${i?.q}`)
};

/**
* | output |
* | --- |
* | "Search: {q}" |
*
* @param {Page_Fix_Search_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_search_title = /** @type {((inputs: Page_Fix_Search_TitleInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Search_TitleInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_search_title(inputs)
	if (locale === "de") return de_page_fix_search_title(inputs)
	if (locale === "es") return es_page_fix_search_title(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_search_title(inputs)
	if (locale === "ja") return ja_page_fix_search_title(inputs)
	if (locale === "ar") return ar_page_fix_search_title(inputs)
	return en_page_fix_search_title(inputs)
});