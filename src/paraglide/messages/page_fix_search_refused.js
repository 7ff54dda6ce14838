/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Search_RefusedInputs */

const en_page_fix_search_refused = /** @type {(inputs: Page_Fix_Search_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That search cannot be run.`)
};

const fr_page_fix_search_refused = /** @type {(inputs: Page_Fix_Search_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette recherche ne peut pas être lancée.`)
};

const de_page_fix_search_refused = /** @type {(inputs: Page_Fix_Search_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Suche kann nicht ausgeführt werden.`)
};

const es_page_fix_search_refused = /** @type {(inputs: Page_Fix_Search_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se puede hacer esa búsqueda.`)
};

const pt_br2_page_fix_search_refused = /** @type {(inputs: Page_Fix_Search_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Essa busca não pode ser feita.`)
};

const ja_page_fix_search_refused = /** @type {(inputs: Page_Fix_Search_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`この検索は実行できません。`)
};

const ar_page_fix_search_refused = /** @type {(inputs: Page_Fix_Search_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يمكن إجراء هذا البحث.`)
};

/**
* | output |
* | --- |
* | "That search cannot be run." |
*
* @param {Page_Fix_Search_RefusedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_search_refused = /** @type {((inputs?: Page_Fix_Search_RefusedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Search_RefusedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_search_refused(inputs)
	if (locale === "de") return de_page_fix_search_refused(inputs)
	if (locale === "es") return es_page_fix_search_refused(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_search_refused(inputs)
	if (locale === "ja") return ja_page_fix_search_refused(inputs)
	if (locale === "ar") return ar_page_fix_search_refused(inputs)
	return en_page_fix_search_refused(inputs)
});