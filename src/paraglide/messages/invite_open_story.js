/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invite_Open_StoryInputs */

const en_invite_open_story = /** @type {(inputs: Invite_Open_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open the story`)
};

const fr_invite_open_story = /** @type {(inputs: Invite_Open_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouvrir l’histoire`)
};

const de_invite_open_story = /** @type {(inputs: Invite_Open_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geschichte öffnen`)
};

const es_invite_open_story = /** @type {(inputs: Invite_Open_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir la historia`)
};

const pt_br2_invite_open_story = /** @type {(inputs: Invite_Open_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir a história`)
};

const ja_invite_open_story = /** @type {(inputs: Invite_Open_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ストーリーを開く`)
};

const ar_invite_open_story = /** @type {(inputs: Invite_Open_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`افتح القصة`)
};

/**
* | output |
* | --- |
* | "Open the story" |
*
* @param {Invite_Open_StoryInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const invite_open_story = /** @type {((inputs?: Invite_Open_StoryInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invite_Open_StoryInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_invite_open_story(inputs)
	if (locale === "de") return de_invite_open_story(inputs)
	if (locale === "es") return es_invite_open_story(inputs)
	if (locale === "pt-BR") return pt_br2_invite_open_story(inputs)
	if (locale === "ja") return ja_invite_open_story(inputs)
	if (locale === "ar") return ar_invite_open_story(inputs)
	return en_invite_open_story(inputs)
});