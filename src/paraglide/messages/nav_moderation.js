/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_ModerationInputs */

const en_nav_moderation = /** @type {(inputs: Nav_ModerationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moderation`)
};

const fr_nav_moderation = /** @type {(inputs: Nav_ModerationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modération`)
};

const de_nav_moderation = /** @type {(inputs: Nav_ModerationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moderation`)
};

const es_nav_moderation = /** @type {(inputs: Nav_ModerationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moderación`)
};

const pt_br2_nav_moderation = /** @type {(inputs: Nav_ModerationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moderação`)
};

const ja_nav_moderation = /** @type {(inputs: Nav_ModerationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`モデレーション`)
};

const ar_nav_moderation = /** @type {(inputs: Nav_ModerationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الإشراف`)
};

/**
* | output |
* | --- |
* | "Moderation" |
*
* @param {Nav_ModerationInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const nav_moderation = /** @type {((inputs?: Nav_ModerationInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_ModerationInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_nav_moderation(inputs)
	if (locale === "de") return de_nav_moderation(inputs)
	if (locale === "es") return es_nav_moderation(inputs)
	if (locale === "pt-BR") return pt_br2_nav_moderation(inputs)
	if (locale === "ja") return ja_nav_moderation(inputs)
	if (locale === "ar") return ar_nav_moderation(inputs)
	return en_nav_moderation(inputs)
});