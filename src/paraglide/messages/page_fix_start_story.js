/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Start_StoryInputs */

const en_page_fix_start_story = /** @type {(inputs: Page_Fix_Start_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start a story`)
};

const fr_page_fix_start_story = /** @type {(inputs: Page_Fix_Start_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commencer une histoire`)
};

const de_page_fix_start_story = /** @type {(inputs: Page_Fix_Start_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Geschichte beginnen`)
};

const es_page_fix_start_story = /** @type {(inputs: Page_Fix_Start_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empezar una historia`)
};

const pt_br2_page_fix_start_story = /** @type {(inputs: Page_Fix_Start_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Começar uma história`)
};

const ja_page_fix_start_story = /** @type {(inputs: Page_Fix_Start_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ストーリーを書き始める`)
};

const ar_page_fix_start_story = /** @type {(inputs: Page_Fix_Start_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ابدأ قصة`)
};

/**
* | output |
* | --- |
* | "Start a story" |
*
* @param {Page_Fix_Start_StoryInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_start_story = /** @type {((inputs?: Page_Fix_Start_StoryInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Start_StoryInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_start_story(inputs)
	if (locale === "de") return de_page_fix_start_story(inputs)
	if (locale === "es") return es_page_fix_start_story(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_start_story(inputs)
	if (locale === "ja") return ja_page_fix_start_story(inputs)
	if (locale === "ar") return ar_page_fix_start_story(inputs)
	return en_page_fix_start_story(inputs)
});