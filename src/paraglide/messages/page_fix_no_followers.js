/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_No_FollowersInputs */

const en_page_fix_no_followers = /** @type {(inputs: Page_Fix_No_FollowersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No followers yet`)
};

const fr_page_fix_no_followers = /** @type {(inputs: Page_Fix_No_FollowersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun abonné pour l'instant`)
};

const de_page_fix_no_followers = /** @type {(inputs: Page_Fix_No_FollowersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Follower`)
};

const es_page_fix_no_followers = /** @type {(inputs: Page_Fix_No_FollowersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay seguidores`)
};

const pt_br2_page_fix_no_followers = /** @type {(inputs: Page_Fix_No_FollowersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum seguidor ainda`)
};

const ja_page_fix_no_followers = /** @type {(inputs: Page_Fix_No_FollowersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`フォロワーはまだいません`)
};

const ar_page_fix_no_followers = /** @type {(inputs: Page_Fix_No_FollowersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا متابعين بعد`)
};

/**
* | output |
* | --- |
* | "No followers yet" |
*
* @param {Page_Fix_No_FollowersInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_no_followers = /** @type {((inputs?: Page_Fix_No_FollowersInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_No_FollowersInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_no_followers(inputs)
	if (locale === "de") return de_page_fix_no_followers(inputs)
	if (locale === "es") return es_page_fix_no_followers(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_no_followers(inputs)
	if (locale === "ja") return ja_page_fix_no_followers(inputs)
	if (locale === "ar") return ar_page_fix_no_followers(inputs)
	return en_page_fix_no_followers(inputs)
});