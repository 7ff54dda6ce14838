/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mod_Hide_StoryInputs */

const en_mod_hide_story = /** @type {(inputs: Mod_Hide_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide the story`)
};

const fr_mod_hide_story = /** @type {(inputs: Mod_Hide_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masquer l’histoire`)
};

const de_mod_hide_story = /** @type {(inputs: Mod_Hide_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geschichte ausblenden`)
};

const es_mod_hide_story = /** @type {(inputs: Mod_Hide_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocultar la historia`)
};

const pt_br2_mod_hide_story = /** @type {(inputs: Mod_Hide_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocultar a história`)
};

const ja_mod_hide_story = /** @type {(inputs: Mod_Hide_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ストーリーを非表示にする`)
};

const ar_mod_hide_story = /** @type {(inputs: Mod_Hide_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إخفاء القصة`)
};

/**
* | output |
* | --- |
* | "Hide the story" |
*
* @param {Mod_Hide_StoryInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mod_hide_story = /** @type {((inputs?: Mod_Hide_StoryInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mod_Hide_StoryInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mod_hide_story(inputs)
	if (locale === "de") return de_mod_hide_story(inputs)
	if (locale === "es") return es_mod_hide_story(inputs)
	if (locale === "pt-BR") return pt_br2_mod_hide_story(inputs)
	if (locale === "ja") return ja_mod_hide_story(inputs)
	if (locale === "ar") return ar_mod_hide_story(inputs)
	return en_mod_hide_story(inputs)
});