/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_FollowersInputs */

const en_page_fix_followers = /** @type {(inputs: Page_Fix_FollowersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Followers`)
};

const fr_page_fix_followers = /** @type {(inputs: Page_Fix_FollowersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnés`)
};

const de_page_fix_followers = /** @type {(inputs: Page_Fix_FollowersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follower`)
};

const es_page_fix_followers = /** @type {(inputs: Page_Fix_FollowersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seguidores`)
};

const pt_br2_page_fix_followers = /** @type {(inputs: Page_Fix_FollowersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seguidores`)
};

const ja_page_fix_followers = /** @type {(inputs: Page_Fix_FollowersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`フォロワー`)
};

const ar_page_fix_followers = /** @type {(inputs: Page_Fix_FollowersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المتابِعون`)
};

/**
* | output |
* | --- |
* | "Followers" |
*
* @param {Page_Fix_FollowersInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_followers = /** @type {((inputs?: Page_Fix_FollowersInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_FollowersInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_followers(inputs)
	if (locale === "de") return de_page_fix_followers(inputs)
	if (locale === "es") return es_page_fix_followers(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_followers(inputs)
	if (locale === "ja") return ja_page_fix_followers(inputs)
	if (locale === "ar") return ar_page_fix_followers(inputs)
	return en_page_fix_followers(inputs)
});