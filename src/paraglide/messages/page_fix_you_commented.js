/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown> }} Page_Fix_You_CommentedInputs */

const en_page_fix_you_commented = /** @type {(inputs: Page_Fix_You_CommentedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You commented on ${i?.what}`)
};

const fr_page_fix_you_commented = /** @type {(inputs: Page_Fix_You_CommentedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous avez commenté ${i?.what}`)
};

const de_page_fix_you_commented = /** @type {(inputs: Page_Fix_You_CommentedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie haben ${i?.what} kommentiert`)
};

const es_page_fix_you_commented = /** @type {(inputs: Page_Fix_You_CommentedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Comentaste ${i?.what}`)
};

const pt_br2_page_fix_you_commented = /** @type {(inputs: Page_Fix_You_CommentedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Você comentou ${i?.what}`)
};

const ja_page_fix_you_commented = /** @type {(inputs: Page_Fix_You_CommentedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} にコメントしました`)
};

const ar_page_fix_you_commented = /** @type {(inputs: Page_Fix_You_CommentedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`علّقتَ على ${i?.what}`)
};

/**
* | output |
* | --- |
* | "You commented on {what}" |
*
* @param {Page_Fix_You_CommentedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_you_commented = /** @type {((inputs: Page_Fix_You_CommentedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_You_CommentedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_you_commented(inputs)
	if (locale === "de") return de_page_fix_you_commented(inputs)
	if (locale === "es") return es_page_fix_you_commented(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_you_commented(inputs)
	if (locale === "ja") return ja_page_fix_you_commented(inputs)
	if (locale === "ar") return ar_page_fix_you_commented(inputs)
	return en_page_fix_you_commented(inputs)
});