/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nl_Read_StoryInputs */

const en_nl_read_story = /** @type {(inputs: Nl_Read_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read the story`)
};

const fr_nl_read_story = /** @type {(inputs: Nl_Read_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lire l’histoire`)
};

const de_nl_read_story = /** @type {(inputs: Nl_Read_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geschichte lesen`)
};

const es_nl_read_story = /** @type {(inputs: Nl_Read_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leer la historia`)
};

const pt_br2_nl_read_story = /** @type {(inputs: Nl_Read_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ler a história`)
};

const ja_nl_read_story = /** @type {(inputs: Nl_Read_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`記事を読む`)
};

const ar_nl_read_story = /** @type {(inputs: Nl_Read_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اقرأ القصة`)
};

/**
* | output |
* | --- |
* | "Read the story" |
*
* @param {Nl_Read_StoryInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const nl_read_story = /** @type {((inputs?: Nl_Read_StoryInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nl_Read_StoryInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_nl_read_story(inputs)
	if (locale === "de") return de_nl_read_story(inputs)
	if (locale === "es") return es_nl_read_story(inputs)
	if (locale === "pt-BR") return pt_br2_nl_read_story(inputs)
	if (locale === "ja") return ja_nl_read_story(inputs)
	if (locale === "ar") return ar_nl_read_story(inputs)
	return en_nl_read_story(inputs)
});