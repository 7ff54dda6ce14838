/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ tag: NonNullable<unknown>, site: NonNullable<unknown> }} Home_Feed_TagInputs */

const en_home_feed_tag = /** @type {(inputs: Home_Feed_TagInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`#${i?.tag} on ${i?.site}`)
};

const fr_home_feed_tag = /** @type {(inputs: Home_Feed_TagInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`#${i?.tag} sur ${i?.site}`)
};

const de_home_feed_tag = /** @type {(inputs: Home_Feed_TagInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`#${i?.tag} auf ${i?.site}`)
};

const es_home_feed_tag = /** @type {(inputs: Home_Feed_TagInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`#${i?.tag} en ${i?.site}`)
};

const pt_br2_home_feed_tag = /** @type {(inputs: Home_Feed_TagInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`#${i?.tag} no ${i?.site}`)
};

const ja_home_feed_tag = /** @type {(inputs: Home_Feed_TagInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site} の #${i?.tag}`)
};

const ar_home_feed_tag = /** @type {(inputs: Home_Feed_TagInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`#${i?.tag} على ${i?.site}`)
};

/**
* | output |
* | --- |
* | "#{tag} on {site}" |
*
* @param {Home_Feed_TagInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const home_feed_tag = /** @type {((inputs: Home_Feed_TagInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Feed_TagInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_feed_tag(inputs)
	if (locale === "de") return de_home_feed_tag(inputs)
	if (locale === "es") return es_home_feed_tag(inputs)
	if (locale === "pt-BR") return pt_br2_home_feed_tag(inputs)
	if (locale === "ja") return ja_home_feed_tag(inputs)
	if (locale === "ar") return ar_home_feed_tag(inputs)
	return en_home_feed_tag(inputs)
});