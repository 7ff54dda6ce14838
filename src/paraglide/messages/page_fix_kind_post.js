/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Kind_PostInputs */

const en_page_fix_kind_post = /** @type {(inputs: Page_Fix_Kind_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Post`)
};

const fr_page_fix_kind_post = /** @type {(inputs: Page_Fix_Kind_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Histoire`)
};

const de_page_fix_kind_post = /** @type {(inputs: Page_Fix_Kind_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geschichte`)
};

const es_page_fix_kind_post = /** @type {(inputs: Page_Fix_Kind_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historia`)
};

const pt_br2_page_fix_kind_post = /** @type {(inputs: Page_Fix_Kind_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`História`)
};

const ja_page_fix_kind_post = /** @type {(inputs: Page_Fix_Kind_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ストーリー`)
};

const ar_page_fix_kind_post = /** @type {(inputs: Page_Fix_Kind_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`قصة`)
};

/**
* | output |
* | --- |
* | "Post" |
*
* @param {Page_Fix_Kind_PostInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_kind_post = /** @type {((inputs?: Page_Fix_Kind_PostInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Kind_PostInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_kind_post(inputs)
	if (locale === "de") return de_page_fix_kind_post(inputs)
	if (locale === "es") return es_page_fix_kind_post(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_kind_post(inputs)
	if (locale === "ja") return ja_page_fix_kind_post(inputs)
	if (locale === "ar") return ar_page_fix_kind_post(inputs)
	return en_page_fix_kind_post(inputs)
});