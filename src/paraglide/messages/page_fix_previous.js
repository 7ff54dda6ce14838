/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_PreviousInputs */

const en_page_fix_previous = /** @type {(inputs: Page_Fix_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous`)
};

const fr_page_fix_previous = /** @type {(inputs: Page_Fix_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Précédente`)
};

const de_page_fix_previous = /** @type {(inputs: Page_Fix_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück`)
};

const es_page_fix_previous = /** @type {(inputs: Page_Fix_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anterior`)
};

const pt_br2_page_fix_previous = /** @type {(inputs: Page_Fix_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anterior`)
};

const ja_page_fix_previous = /** @type {(inputs: Page_Fix_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`前へ`)
};

const ar_page_fix_previous = /** @type {(inputs: Page_Fix_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`السابق`)
};

/**
* | output |
* | --- |
* | "Previous" |
*
* @param {Page_Fix_PreviousInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_previous = /** @type {((inputs?: Page_Fix_PreviousInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_PreviousInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_previous(inputs)
	if (locale === "de") return de_page_fix_previous(inputs)
	if (locale === "es") return es_page_fix_previous(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_previous(inputs)
	if (locale === "ja") return ja_page_fix_previous(inputs)
	if (locale === "ar") return ar_page_fix_previous(inputs)
	return en_page_fix_previous(inputs)
});