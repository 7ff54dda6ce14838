/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_PagesInputs */

const en_page_fix_pages = /** @type {(inputs: Page_Fix_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages`)
};

const fr_page_fix_pages = /** @type {(inputs: Page_Fix_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages`)
};

const de_page_fix_pages = /** @type {(inputs: Page_Fix_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seiten`)
};

const es_page_fix_pages = /** @type {(inputs: Page_Fix_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Páginas`)
};

const pt_br2_page_fix_pages = /** @type {(inputs: Page_Fix_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Páginas`)
};

const ja_page_fix_pages = /** @type {(inputs: Page_Fix_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ページ`)
};

const ar_page_fix_pages = /** @type {(inputs: Page_Fix_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الصفحات`)
};

/**
* | output |
* | --- |
* | "Pages" |
*
* @param {Page_Fix_PagesInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_pages = /** @type {((inputs?: Page_Fix_PagesInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_PagesInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_pages(inputs)
	if (locale === "de") return de_page_fix_pages(inputs)
	if (locale === "es") return es_page_fix_pages(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_pages(inputs)
	if (locale === "ja") return ja_page_fix_pages(inputs)
	if (locale === "ar") return ar_page_fix_pages(inputs)
	return en_page_fix_pages(inputs)
});