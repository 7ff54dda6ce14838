/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Stats_LikesInputs */

const en_lefta_stats_likes = /** @type {(inputs: Lefta_Stats_LikesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Likes`)
};

const fr_lefta_stats_likes = /** @type {(inputs: Lefta_Stats_LikesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`J’aime`)
};

const de_lefta_stats_likes = /** @type {(inputs: Lefta_Stats_LikesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Likes`)
};

const es_lefta_stats_likes = /** @type {(inputs: Lefta_Stats_LikesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Me gusta`)
};

const pt_br2_lefta_stats_likes = /** @type {(inputs: Lefta_Stats_LikesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Curtidas`)
};

const ja_lefta_stats_likes = /** @type {(inputs: Lefta_Stats_LikesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`いいね`)
};

const ar_lefta_stats_likes = /** @type {(inputs: Lefta_Stats_LikesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الإعجابات`)
};

/**
* | output |
* | --- |
* | "Likes" |
*
* @param {Lefta_Stats_LikesInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_stats_likes = /** @type {((inputs?: Lefta_Stats_LikesInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Stats_LikesInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_stats_likes(inputs)
	if (locale === "de") return de_lefta_stats_likes(inputs)
	if (locale === "es") return es_lefta_stats_likes(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_stats_likes(inputs)
	if (locale === "ja") return ja_lefta_stats_likes(inputs)
	if (locale === "ar") return ar_lefta_stats_likes(inputs)
	return en_lefta_stats_likes(inputs)
});