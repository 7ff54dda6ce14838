/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Page_Fix_Following_WordInputs */

const en_page_fix_following_word = /** @type {(inputs: Page_Fix_Following_WordInputs) => LocalizedString} */ (i) => {
	const c = registry.plural("en", i?.count, {});return /** @type {LocalizedString} */ (`following`)
};

const fr_page_fix_following_word = /** @type {(inputs: Page_Fix_Following_WordInputs) => LocalizedString} */ (i) => {const c = registry.plural("fr", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`abonnement`);
	return /** @type {LocalizedString} */ (`abonnements`)
	
};

const de_page_fix_following_word = /** @type {(inputs: Page_Fix_Following_WordInputs) => LocalizedString} */ (i) => {
	const c = registry.plural("de", i?.count, {});return /** @type {LocalizedString} */ (`folgt`)
};

const es_page_fix_following_word = /** @type {(inputs: Page_Fix_Following_WordInputs) => LocalizedString} */ (i) => {
	const c = registry.plural("es", i?.count, {});return /** @type {LocalizedString} */ (`siguiendo`)
};

const pt_br2_page_fix_following_word = /** @type {(inputs: Page_Fix_Following_WordInputs) => LocalizedString} */ (i) => {
	const c = registry.plural("pt-BR", i?.count, {});return /** @type {LocalizedString} */ (`seguindo`)
};

const ja_page_fix_following_word = /** @type {(inputs: Page_Fix_Following_WordInputs) => LocalizedString} */ (i) => {
	const c = registry.plural("ja", i?.count, {});return /** @type {LocalizedString} */ (`フォロー中`)
};

const ar_page_fix_following_word = /** @type {(inputs: Page_Fix_Following_WordInputs) => LocalizedString} */ (i) => {
	const c = registry.plural("ar", i?.count, {});return /** @type {LocalizedString} */ (`يتابِع`)
};

/**
* | c | output |
* | --- | --- |
* | * | "following" |
*
* @param {Page_Fix_Following_WordInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_following_word = /** @type {((inputs: Page_Fix_Following_WordInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Following_WordInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_following_word(inputs)
	if (locale === "de") return de_page_fix_following_word(inputs)
	if (locale === "es") return es_page_fix_following_word(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_following_word(inputs)
	if (locale === "ja") return ja_page_fix_following_word(inputs)
	if (locale === "ar") return ar_page_fix_following_word(inputs)
	return en_page_fix_following_word(inputs)
});