/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_SuggestionsInputs */

const en_search_suggestions = /** @type {(inputs: Search_SuggestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suggestions`)
};

const fr_search_suggestions = /** @type {(inputs: Search_SuggestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suggestions`)
};

const de_search_suggestions = /** @type {(inputs: Search_SuggestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorschläge`)
};

const es_search_suggestions = /** @type {(inputs: Search_SuggestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sugerencias`)
};

const pt_br2_search_suggestions = /** @type {(inputs: Search_SuggestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sugestões`)
};

const ja_search_suggestions = /** @type {(inputs: Search_SuggestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`候補`)
};

const ar_search_suggestions = /** @type {(inputs: Search_SuggestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اقتراحات`)
};

/**
* | output |
* | --- |
* | "Suggestions" |
*
* @param {Search_SuggestionsInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const search_suggestions = /** @type {((inputs?: Search_SuggestionsInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_SuggestionsInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_suggestions(inputs)
	if (locale === "de") return de_search_suggestions(inputs)
	if (locale === "es") return es_search_suggestions(inputs)
	if (locale === "pt-BR") return pt_br2_search_suggestions(inputs)
	if (locale === "ja") return ja_search_suggestions(inputs)
	if (locale === "ar") return ar_search_suggestions(inputs)
	return en_search_suggestions(inputs)
});