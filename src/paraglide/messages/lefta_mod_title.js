/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Mod_TitleInputs */

const en_lefta_mod_title = /** @type {(inputs: Lefta_Mod_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moderation`)
};

const fr_lefta_mod_title = /** @type {(inputs: Lefta_Mod_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modération`)
};

const de_lefta_mod_title = /** @type {(inputs: Lefta_Mod_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moderation`)
};

const es_lefta_mod_title = /** @type {(inputs: Lefta_Mod_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moderación`)
};

const pt_br2_lefta_mod_title = /** @type {(inputs: Lefta_Mod_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moderação`)
};

const ja_lefta_mod_title = /** @type {(inputs: Lefta_Mod_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`モデレーション`)
};

const ar_lefta_mod_title = /** @type {(inputs: Lefta_Mod_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الإشراف`)
};

/**
* | output |
* | --- |
* | "Moderation" |
*
* @param {Lefta_Mod_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_mod_title = /** @type {((inputs?: Lefta_Mod_TitleInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Mod_TitleInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_mod_title(inputs)
	if (locale === "de") return de_lefta_mod_title(inputs)
	if (locale === "es") return es_lefta_mod_title(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_mod_title(inputs)
	if (locale === "ja") return ja_lefta_mod_title(inputs)
	if (locale === "ar") return ar_lefta_mod_title(inputs)
	return en_lefta_mod_title(inputs)
});