/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Search_QuickInputs */

const en_search_quick = /** @type {(inputs: Search_QuickInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quick search`)
};

const fr_search_quick = /** @type {(inputs: Search_QuickInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recherche rapide`)
};

const de_search_quick = /** @type {(inputs: Search_QuickInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schnellsuche`)
};

const es_search_quick = /** @type {(inputs: Search_QuickInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Búsqueda rápida`)
};

const pt_br2_search_quick = /** @type {(inputs: Search_QuickInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Busca rápida`)
};

const ja_search_quick = /** @type {(inputs: Search_QuickInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`クイック検索`)
};

const ar_search_quick = /** @type {(inputs: Search_QuickInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بحث سريع`)
};

/**
* | output |
* | --- |
* | "Quick search" |
*
* @param {Search_QuickInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const search_quick = /** @type {((inputs?: Search_QuickInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Search_QuickInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_search_quick(inputs)
	if (locale === "de") return de_search_quick(inputs)
	if (locale === "es") return es_search_quick(inputs)
	if (locale === "pt-BR") return pt_br2_search_quick(inputs)
	if (locale === "ja") return ja_search_quick(inputs)
	if (locale === "ar") return ar_search_quick(inputs)
	return en_search_quick(inputs)
});