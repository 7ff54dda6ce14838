/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_StoryInputs */

const en_ed_story = /** @type {(inputs: Ed_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Story`)
};

const fr_ed_story = /** @type {(inputs: Ed_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Histoire`)
};

const de_ed_story = /** @type {(inputs: Ed_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geschichte`)
};

const es_ed_story = /** @type {(inputs: Ed_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historia`)
};

const pt_br2_ed_story = /** @type {(inputs: Ed_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`História`)
};

const ja_ed_story = /** @type {(inputs: Ed_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`本文`)
};

const ar_ed_story = /** @type {(inputs: Ed_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`القصة`)
};

/**
* | output |
* | --- |
* | "Story" |
*
* @param {Ed_StoryInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_story = /** @type {((inputs?: Ed_StoryInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_StoryInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_story(inputs)
	if (locale === "de") return de_ed_story(inputs)
	if (locale === "es") return es_ed_story(inputs)
	if (locale === "pt-BR") return pt_br2_ed_story(inputs)
	if (locale === "ja") return ja_ed_story(inputs)
	if (locale === "ar") return ar_ed_story(inputs)
	return en_ed_story(inputs)
});