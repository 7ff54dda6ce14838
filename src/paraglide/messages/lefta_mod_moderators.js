/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Mod_ModeratorsInputs */

const en_lefta_mod_moderators = /** @type {(inputs: Lefta_Mod_ModeratorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moderators`)
};

const fr_lefta_mod_moderators = /** @type {(inputs: Lefta_Mod_ModeratorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modérateurs`)
};

const de_lefta_mod_moderators = /** @type {(inputs: Lefta_Mod_ModeratorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moderatoren`)
};

const es_lefta_mod_moderators = /** @type {(inputs: Lefta_Mod_ModeratorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moderadores`)
};

const pt_br2_lefta_mod_moderators = /** @type {(inputs: Lefta_Mod_ModeratorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moderadores`)
};

const ja_lefta_mod_moderators = /** @type {(inputs: Lefta_Mod_ModeratorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`モデレーター`)
};

const ar_lefta_mod_moderators = /** @type {(inputs: Lefta_Mod_ModeratorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المشرفون`)
};

/**
* | output |
* | --- |
* | "Moderators" |
*
* @param {Lefta_Mod_ModeratorsInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_mod_moderators = /** @type {((inputs?: Lefta_Mod_ModeratorsInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Mod_ModeratorsInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_mod_moderators(inputs)
	if (locale === "de") return de_lefta_mod_moderators(inputs)
	if (locale === "es") return es_lefta_mod_moderators(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_mod_moderators(inputs)
	if (locale === "ja") return ja_lefta_mod_moderators(inputs)
	if (locale === "ar") return ar_lefta_mod_moderators(inputs)
	return en_lefta_mod_moderators(inputs)
});