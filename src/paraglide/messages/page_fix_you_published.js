/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown> }} Page_Fix_You_PublishedInputs */

const en_page_fix_you_published = /** @type {(inputs: Page_Fix_You_PublishedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You published ${i?.what}`)
};

const fr_page_fix_you_published = /** @type {(inputs: Page_Fix_You_PublishedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous avez publié ${i?.what}`)
};

const de_page_fix_you_published = /** @type {(inputs: Page_Fix_You_PublishedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie haben ${i?.what} veröffentlicht`)
};

const es_page_fix_you_published = /** @type {(inputs: Page_Fix_You_PublishedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Publicaste ${i?.what}`)
};

const pt_br2_page_fix_you_published = /** @type {(inputs: Page_Fix_You_PublishedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Você publicou ${i?.what}`)
};

const ja_page_fix_you_published = /** @type {(inputs: Page_Fix_You_PublishedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} を公開しました`)
};

const ar_page_fix_you_published = /** @type {(inputs: Page_Fix_You_PublishedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`نشرتَ ${i?.what}`)
};

/**
* | output |
* | --- |
* | "You published {what}" |
*
* @param {Page_Fix_You_PublishedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_you_published = /** @type {((inputs: Page_Fix_You_PublishedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_You_PublishedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_you_published(inputs)
	if (locale === "de") return de_page_fix_you_published(inputs)
	if (locale === "es") return es_page_fix_you_published(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_you_published(inputs)
	if (locale === "ja") return ja_page_fix_you_published(inputs)
	if (locale === "ar") return ar_page_fix_you_published(inputs)
	return en_page_fix_you_published(inputs)
});