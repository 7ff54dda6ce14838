/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown> }} Page_Fix_You_SharedInputs */

const en_page_fix_you_shared = /** @type {(inputs: Page_Fix_You_SharedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You shared ${i?.what}`)
};

const fr_page_fix_you_shared = /** @type {(inputs: Page_Fix_You_SharedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous avez partagé ${i?.what}`)
};

const de_page_fix_you_shared = /** @type {(inputs: Page_Fix_You_SharedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie haben ${i?.what} geteilt`)
};

const es_page_fix_you_shared = /** @type {(inputs: Page_Fix_You_SharedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Compartiste ${i?.what}`)
};

const pt_br2_page_fix_you_shared = /** @type {(inputs: Page_Fix_You_SharedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Você compartilhou ${i?.what}`)
};

const ja_page_fix_you_shared = /** @type {(inputs: Page_Fix_You_SharedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} を共有しました`)
};

const ar_page_fix_you_shared = /** @type {(inputs: Page_Fix_You_SharedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`شاركتَ ${i?.what}`)
};

/**
* | output |
* | --- |
* | "You shared {what}" |
*
* @param {Page_Fix_You_SharedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_you_shared = /** @type {((inputs: Page_Fix_You_SharedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_You_SharedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_you_shared(inputs)
	if (locale === "de") return de_page_fix_you_shared(inputs)
	if (locale === "es") return es_page_fix_you_shared(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_you_shared(inputs)
	if (locale === "ja") return ja_page_fix_you_shared(inputs)
	if (locale === "ar") return ar_page_fix_you_shared(inputs)
	return en_page_fix_you_shared(inputs)
});