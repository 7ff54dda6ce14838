/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ site: NonNullable<unknown> }} Home_Feed_LatestInputs */

const en_home_feed_latest = /** @type {(inputs: Home_Feed_LatestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site}: latest stories`)
};

const fr_home_feed_latest = /** @type {(inputs: Home_Feed_LatestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site} : dernières histoires`)
};

const de_home_feed_latest = /** @type {(inputs: Home_Feed_LatestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site}: neueste Geschichten`)
};

const es_home_feed_latest = /** @type {(inputs: Home_Feed_LatestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site}: últimas historias`)
};

const pt_br2_home_feed_latest = /** @type {(inputs: Home_Feed_LatestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site}: histórias recentes`)
};

const ja_home_feed_latest = /** @type {(inputs: Home_Feed_LatestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site}：最新の記事`)
};

const ar_home_feed_latest = /** @type {(inputs: Home_Feed_LatestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site}: أحدث القصص`)
};

/**
* | output |
* | --- |
* | "{site}: latest stories" |
*
* @param {Home_Feed_LatestInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const home_feed_latest = /** @type {((inputs: Home_Feed_LatestInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Feed_LatestInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_feed_latest(inputs)
	if (locale === "de") return de_home_feed_latest(inputs)
	if (locale === "es") return es_home_feed_latest(inputs)
	if (locale === "pt-BR") return pt_br2_home_feed_latest(inputs)
	if (locale === "ja") return ja_home_feed_latest(inputs)
	if (locale === "ar") return ar_home_feed_latest(inputs)
	return en_home_feed_latest(inputs)
});