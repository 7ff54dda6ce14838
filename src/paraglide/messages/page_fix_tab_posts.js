/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Tab_PostsInputs */

const en_page_fix_tab_posts = /** @type {(inputs: Page_Fix_Tab_PostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Posts`)
};

const fr_page_fix_tab_posts = /** @type {(inputs: Page_Fix_Tab_PostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Histoires`)
};

const de_page_fix_tab_posts = /** @type {(inputs: Page_Fix_Tab_PostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geschichten`)
};

const es_page_fix_tab_posts = /** @type {(inputs: Page_Fix_Tab_PostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historias`)
};

const pt_br2_page_fix_tab_posts = /** @type {(inputs: Page_Fix_Tab_PostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Histórias`)
};

const ja_page_fix_tab_posts = /** @type {(inputs: Page_Fix_Tab_PostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ストーリー`)
};

const ar_page_fix_tab_posts = /** @type {(inputs: Page_Fix_Tab_PostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`القصص`)
};

/**
* | output |
* | --- |
* | "Posts" |
*
* @param {Page_Fix_Tab_PostsInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_tab_posts = /** @type {((inputs?: Page_Fix_Tab_PostsInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Tab_PostsInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_tab_posts(inputs)
	if (locale === "de") return de_page_fix_tab_posts(inputs)
	if (locale === "es") return es_page_fix_tab_posts(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_tab_posts(inputs)
	if (locale === "ja") return ja_page_fix_tab_posts(inputs)
	if (locale === "ar") return ar_page_fix_tab_posts(inputs)
	return en_page_fix_tab_posts(inputs)
});