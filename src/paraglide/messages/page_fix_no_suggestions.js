/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ q: NonNullable<unknown> }} Page_Fix_No_SuggestionsInputs */

const en_page_fix_no_suggestions = /** @type {(inputs: Page_Fix_No_SuggestionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No suggestions for ${i?.q}`)
};

const fr_page_fix_no_suggestions = /** @type {(inputs: Page_Fix_No_SuggestionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aucune suggestion pour ${i?.q}`)
};

const de_page_fix_no_suggestions = /** @type {(inputs: Page_Fix_No_SuggestionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Keine Vorschläge für ${i?.q}`)
};

const es_page_fix_no_suggestions = /** @type {(inputs: Page_Fix_No_SuggestionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No hay sugerencias para ${i?.q}`)
};

const pt_br2_page_fix_no_suggestions = /** @type {(inputs: Page_Fix_No_SuggestionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nenhuma sugestão para ${i?.q}`)
};

const ja_page_fix_no_suggestions = /** @type {(inputs: Page_Fix_No_SuggestionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.q} の候補はありません`)
};

const ar_page_fix_no_suggestions = /** @type {(inputs: Page_Fix_No_SuggestionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`لا اقتراحات لـ${i?.q}`)
};

/**
* | output |
* | --- |
* | "No suggestions for {q}" |
*
* @param {Page_Fix_No_SuggestionsInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_no_suggestions = /** @type {((inputs: Page_Fix_No_SuggestionsInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_No_SuggestionsInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_no_suggestions(inputs)
	if (locale === "de") return de_page_fix_no_suggestions(inputs)
	if (locale === "es") return es_page_fix_no_suggestions(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_no_suggestions(inputs)
	if (locale === "ja") return ja_page_fix_no_suggestions(inputs)
	if (locale === "ar") return ar_page_fix_no_suggestions(inputs)
	return en_page_fix_no_suggestions(inputs)
});