/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_No_FollowingInputs */

const en_page_fix_no_following = /** @type {(inputs: Page_Fix_No_FollowingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not following anyone yet`)
};

const fr_page_fix_no_following = /** @type {(inputs: Page_Fix_No_FollowingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun abonnement pour l'instant`)
};

const de_page_fix_no_following = /** @type {(inputs: Page_Fix_No_FollowingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Folgt noch niemandem`)
};

const es_page_fix_no_following = /** @type {(inputs: Page_Fix_No_FollowingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no sigue a nadie`)
};

const pt_br2_page_fix_no_following = /** @type {(inputs: Page_Fix_No_FollowingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda não segue ninguém`)
};

const ja_page_fix_no_following = /** @type {(inputs: Page_Fix_No_FollowingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`まだ誰もフォローしていません`)
};

const ar_page_fix_no_following = /** @type {(inputs: Page_Fix_No_FollowingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يتابع أحدًا بعد`)
};

/**
* | output |
* | --- |
* | "Not following anyone yet" |
*
* @param {Page_Fix_No_FollowingInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_no_following = /** @type {((inputs?: Page_Fix_No_FollowingInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_No_FollowingInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_no_following(inputs)
	if (locale === "de") return de_page_fix_no_following(inputs)
	if (locale === "es") return es_page_fix_no_following(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_no_following(inputs)
	if (locale === "ja") return ja_page_fix_no_following(inputs)
	if (locale === "ar") return ar_page_fix_no_following(inputs)
	return en_page_fix_no_following(inputs)
});