/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Find_SomethingInputs */

const en_page_fix_find_something = /** @type {(inputs: Page_Fix_Find_SomethingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find something to read`)
};

const fr_page_fix_find_something = /** @type {(inputs: Page_Fix_Find_SomethingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trouver quelque chose à lire`)
};

const de_page_fix_find_something = /** @type {(inputs: Page_Fix_Find_SomethingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Etwas zum Lesen finden`)
};

const es_page_fix_find_something = /** @type {(inputs: Page_Fix_Find_SomethingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Encuentra algo que leer`)
};

const pt_br2_page_fix_find_something = /** @type {(inputs: Page_Fix_Find_SomethingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Encontre algo para ler`)
};

const ja_page_fix_find_something = /** @type {(inputs: Page_Fix_Find_SomethingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`読むものを探す`)
};

const ar_page_fix_find_something = /** @type {(inputs: Page_Fix_Find_SomethingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اعثر على ما تقرؤه`)
};

/**
* | output |
* | --- |
* | "Find something to read" |
*
* @param {Page_Fix_Find_SomethingInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_find_something = /** @type {((inputs?: Page_Fix_Find_SomethingInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Find_SomethingInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_find_something(inputs)
	if (locale === "de") return de_page_fix_find_something(inputs)
	if (locale === "es") return es_page_fix_find_something(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_find_something(inputs)
	if (locale === "ja") return ja_page_fix_find_something(inputs)
	if (locale === "ar") return ar_page_fix_find_something(inputs)
	return en_page_fix_find_something(inputs)
});