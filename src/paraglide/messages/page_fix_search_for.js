/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ q: NonNullable<unknown> }} Page_Fix_Search_ForInputs */

const en_page_fix_search_for = /** @type {(inputs: Page_Fix_Search_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Search for “${i?.q}”`)
};

const fr_page_fix_search_for = /** @type {(inputs: Page_Fix_Search_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rechercher « ${i?.q} »`)
};

const de_page_fix_search_for = /** @type {(inputs: Page_Fix_Search_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nach „${i?.q}“ suchen`)
};

const es_page_fix_search_for = /** @type {(inputs: Page_Fix_Search_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Buscar «${i?.q}»`)
};

const pt_br2_page_fix_search_for = /** @type {(inputs: Page_Fix_Search_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Buscar “${i?.q}”`)
};

const ja_page_fix_search_for = /** @type {(inputs: Page_Fix_Search_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`「${i?.q}」を検索`)
};

const ar_page_fix_search_for = /** @type {(inputs: Page_Fix_Search_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`البحث عن «${i?.q}»`)
};

/**
* | output |
* | --- |
* | "Search for “{q}”" |
*
* @param {Page_Fix_Search_ForInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_search_for = /** @type {((inputs: Page_Fix_Search_ForInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Search_ForInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_search_for(inputs)
	if (locale === "de") return de_page_fix_search_for(inputs)
	if (locale === "es") return es_page_fix_search_for(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_search_for(inputs)
	if (locale === "ja") return ja_page_fix_search_for(inputs)
	if (locale === "ar") return ar_page_fix_search_for(inputs)
	return en_page_fix_search_for(inputs)
});