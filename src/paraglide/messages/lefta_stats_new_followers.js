/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Stats_New_FollowersInputs */

const en_lefta_stats_new_followers = /** @type {(inputs: Lefta_Stats_New_FollowersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New followers`)
};

const fr_lefta_stats_new_followers = /** @type {(inputs: Lefta_Stats_New_FollowersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveaux abonnés`)
};

const de_lefta_stats_new_followers = /** @type {(inputs: Lefta_Stats_New_FollowersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neue Follower`)
};

const es_lefta_stats_new_followers = /** @type {(inputs: Lefta_Stats_New_FollowersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuevos seguidores`)
};

const pt_br2_lefta_stats_new_followers = /** @type {(inputs: Lefta_Stats_New_FollowersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Novos seguidores`)
};

const ja_lefta_stats_new_followers = /** @type {(inputs: Lefta_Stats_New_FollowersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新しいフォロワー`)
};

const ar_lefta_stats_new_followers = /** @type {(inputs: Lefta_Stats_New_FollowersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المتابعون الجدد`)
};

/**
* | output |
* | --- |
* | "New followers" |
*
* @param {Lefta_Stats_New_FollowersInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_stats_new_followers = /** @type {((inputs?: Lefta_Stats_New_FollowersInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Stats_New_FollowersInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_stats_new_followers(inputs)
	if (locale === "de") return de_lefta_stats_new_followers(inputs)
	if (locale === "es") return es_lefta_stats_new_followers(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_stats_new_followers(inputs)
	if (locale === "ja") return ja_lefta_stats_new_followers(inputs)
	if (locale === "ar") return ar_lefta_stats_new_followers(inputs)
	return en_lefta_stats_new_followers(inputs)
});