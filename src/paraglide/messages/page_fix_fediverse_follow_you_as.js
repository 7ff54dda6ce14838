/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Fediverse_Follow_You_AsInputs */

const en_page_fix_fediverse_follow_you_as = /** @type {(inputs: Page_Fix_Fediverse_Follow_You_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`People there can follow you as`)
};

const fr_page_fix_fediverse_follow_you_as = /** @type {(inputs: Page_Fix_Fediverse_Follow_You_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Là-bas, on peut vous suivre sous`)
};

const de_page_fix_fediverse_follow_you_as = /** @type {(inputs: Page_Fix_Fediverse_Follow_You_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dort kann man Ihnen folgen als`)
};

const es_page_fix_fediverse_follow_you_as = /** @type {(inputs: Page_Fix_Fediverse_Follow_You_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Allí pueden seguirte como`)
};

const pt_br2_page_fix_fediverse_follow_you_as = /** @type {(inputs: Page_Fix_Fediverse_Follow_You_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lá, as pessoas podem seguir você como`)
};

const ja_page_fix_fediverse_follow_you_as = /** @type {(inputs: Page_Fix_Fediverse_Follow_You_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`向こうの人はこのアドレスであなたをフォローできます：`)
};

const ar_page_fix_fediverse_follow_you_as = /** @type {(inputs: Page_Fix_Fediverse_Follow_You_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يمكن للناس هناك متابعتك باسم`)
};

/**
* | output |
* | --- |
* | "People there can follow you as" |
*
* @param {Page_Fix_Fediverse_Follow_You_AsInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_fediverse_follow_you_as = /** @type {((inputs?: Page_Fix_Fediverse_Follow_You_AsInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Fediverse_Follow_You_AsInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_fediverse_follow_you_as(inputs)
	if (locale === "de") return de_page_fix_fediverse_follow_you_as(inputs)
	if (locale === "es") return es_page_fix_fediverse_follow_you_as(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_fediverse_follow_you_as(inputs)
	if (locale === "ja") return ja_page_fix_fediverse_follow_you_as(inputs)
	if (locale === "ar") return ar_page_fix_fediverse_follow_you_as(inputs)
	return en_page_fix_fediverse_follow_you_as(inputs)
});