/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown> }} Page_Fix_You_FollowedInputs */

const en_page_fix_you_followed = /** @type {(inputs: Page_Fix_You_FollowedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You followed ${i?.what}`)
};

const fr_page_fix_you_followed = /** @type {(inputs: Page_Fix_You_FollowedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous vous êtes abonné à ${i?.what}`)
};

const de_page_fix_you_followed = /** @type {(inputs: Page_Fix_You_FollowedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie folgen jetzt ${i?.what}`)
};

const es_page_fix_you_followed = /** @type {(inputs: Page_Fix_You_FollowedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Empezaste a seguir a ${i?.what}`)
};

const pt_br2_page_fix_you_followed = /** @type {(inputs: Page_Fix_You_FollowedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Você começou a seguir ${i?.what}`)
};

const ja_page_fix_you_followed = /** @type {(inputs: Page_Fix_You_FollowedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} をフォローしました`)
};

const ar_page_fix_you_followed = /** @type {(inputs: Page_Fix_You_FollowedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تابعتَ ${i?.what}`)
};

/**
* | output |
* | --- |
* | "You followed {what}" |
*
* @param {Page_Fix_You_FollowedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_you_followed = /** @type {((inputs: Page_Fix_You_FollowedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_You_FollowedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_you_followed(inputs)
	if (locale === "de") return de_page_fix_you_followed(inputs)
	if (locale === "es") return es_page_fix_you_followed(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_you_followed(inputs)
	if (locale === "ja") return ja_page_fix_you_followed(inputs)
	if (locale === "ar") return ar_page_fix_you_followed(inputs)
	return en_page_fix_you_followed(inputs)
});