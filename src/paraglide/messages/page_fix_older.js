/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_OlderInputs */

const en_page_fix_older = /** @type {(inputs: Page_Fix_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Older`)
};

const fr_page_fix_older = /** @type {(inputs: Page_Fix_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plus anciennes`)
};

const de_page_fix_older = /** @type {(inputs: Page_Fix_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ältere`)
};

const es_page_fix_older = /** @type {(inputs: Page_Fix_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más antiguas`)
};

const pt_br2_page_fix_older = /** @type {(inputs: Page_Fix_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mais antigas`)
};

const ja_page_fix_older = /** @type {(inputs: Page_Fix_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`古い順へ`)
};

const ar_page_fix_older = /** @type {(inputs: Page_Fix_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الأقدم`)
};

/**
* | output |
* | --- |
* | "Older" |
*
* @param {Page_Fix_OlderInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_older = /** @type {((inputs?: Page_Fix_OlderInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_OlderInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_older(inputs)
	if (locale === "de") return de_page_fix_older(inputs)
	if (locale === "es") return es_page_fix_older(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_older(inputs)
	if (locale === "ja") return ja_page_fix_older(inputs)
	if (locale === "ar") return ar_page_fix_older(inputs)
	return en_page_fix_older(inputs)
});