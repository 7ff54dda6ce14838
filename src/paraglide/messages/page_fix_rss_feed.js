/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Rss_FeedInputs */

const en_page_fix_rss_feed = /** @type {(inputs: Page_Fix_Rss_FeedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RSS feed`)
};

const fr_page_fix_rss_feed = /** @type {(inputs: Page_Fix_Rss_FeedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Flux RSS`)
};

const de_page_fix_rss_feed = /** @type {(inputs: Page_Fix_Rss_FeedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RSS-Feed`)
};

const es_page_fix_rss_feed = /** @type {(inputs: Page_Fix_Rss_FeedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Canal RSS`)
};

const pt_br2_page_fix_rss_feed = /** @type {(inputs: Page_Fix_Rss_FeedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Feed RSS`)
};

const ja_page_fix_rss_feed = /** @type {(inputs: Page_Fix_Rss_FeedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RSS フィード`)
};

const ar_page_fix_rss_feed = /** @type {(inputs: Page_Fix_Rss_FeedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`موجز RSS`)
};

/**
* | output |
* | --- |
* | "RSS feed" |
*
* @param {Page_Fix_Rss_FeedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_rss_feed = /** @type {((inputs?: Page_Fix_Rss_FeedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Rss_FeedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_rss_feed(inputs)
	if (locale === "de") return de_page_fix_rss_feed(inputs)
	if (locale === "es") return es_page_fix_rss_feed(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_rss_feed(inputs)
	if (locale === "ja") return ja_page_fix_rss_feed(inputs)
	if (locale === "ar") return ar_page_fix_rss_feed(inputs)
	return en_page_fix_rss_feed(inputs)
});