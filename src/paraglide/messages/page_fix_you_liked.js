/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown> }} Page_Fix_You_LikedInputs */

const en_page_fix_you_liked = /** @type {(inputs: Page_Fix_You_LikedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You liked ${i?.what}`)
};

const fr_page_fix_you_liked = /** @type {(inputs: Page_Fix_You_LikedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous avez aimé ${i?.what}`)
};

const de_page_fix_you_liked = /** @type {(inputs: Page_Fix_You_LikedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ihnen gefiel ${i?.what}`)
};

const es_page_fix_you_liked = /** @type {(inputs: Page_Fix_You_LikedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Te gustó ${i?.what}`)
};

const pt_br2_page_fix_you_liked = /** @type {(inputs: Page_Fix_You_LikedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Você curtiu ${i?.what}`)
};

const ja_page_fix_you_liked = /** @type {(inputs: Page_Fix_You_LikedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} にいいねしました`)
};

const ar_page_fix_you_liked = /** @type {(inputs: Page_Fix_You_LikedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أعجبك ${i?.what}`)
};

/**
* | output |
* | --- |
* | "You liked {what}" |
*
* @param {Page_Fix_You_LikedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_you_liked = /** @type {((inputs: Page_Fix_You_LikedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_You_LikedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_you_liked(inputs)
	if (locale === "de") return de_page_fix_you_liked(inputs)
	if (locale === "es") return es_page_fix_you_liked(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_you_liked(inputs)
	if (locale === "ja") return ja_page_fix_you_liked(inputs)
	if (locale === "ar") return ar_page_fix_you_liked(inputs)
	return en_page_fix_you_liked(inputs)
});