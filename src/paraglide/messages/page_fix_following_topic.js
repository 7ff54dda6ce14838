/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ tag: NonNullable<unknown> }} Page_Fix_Following_TopicInputs */

const en_page_fix_following_topic = /** @type {(inputs: Page_Fix_Following_TopicInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Following #${i?.tag}`)
};

const fr_page_fix_following_topic = /** @type {(inputs: Page_Fix_Following_TopicInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abonné à #${i?.tag}`)
};

const de_page_fix_following_topic = /** @type {(inputs: Page_Fix_Following_TopicInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie folgen #${i?.tag}`)
};

const es_page_fix_following_topic = /** @type {(inputs: Page_Fix_Following_TopicInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Siguiendo #${i?.tag}`)
};

const pt_br2_page_fix_following_topic = /** @type {(inputs: Page_Fix_Following_TopicInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seguindo #${i?.tag}`)
};

const ja_page_fix_following_topic = /** @type {(inputs: Page_Fix_Following_TopicInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`#${i?.tag} をフォロー中`)
};

const ar_page_fix_following_topic = /** @type {(inputs: Page_Fix_Following_TopicInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تتابع #${i?.tag}`)
};

/**
* | output |
* | --- |
* | "Following #{tag}" |
*
* @param {Page_Fix_Following_TopicInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_following_topic = /** @type {((inputs: Page_Fix_Following_TopicInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Following_TopicInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_following_topic(inputs)
	if (locale === "de") return de_page_fix_following_topic(inputs)
	if (locale === "es") return es_page_fix_following_topic(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_following_topic(inputs)
	if (locale === "ja") return ja_page_fix_following_topic(inputs)
	if (locale === "ar") return ar_page_fix_following_topic(inputs)
	return en_page_fix_following_topic(inputs)
});