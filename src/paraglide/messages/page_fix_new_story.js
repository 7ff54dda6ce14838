/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_New_StoryInputs */

const en_page_fix_new_story = /** @type {(inputs: Page_Fix_New_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New story`)
};

const fr_page_fix_new_story = /** @type {(inputs: Page_Fix_New_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelle histoire`)
};

const de_page_fix_new_story = /** @type {(inputs: Page_Fix_New_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neue Geschichte`)
};

const es_page_fix_new_story = /** @type {(inputs: Page_Fix_New_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nueva historia`)
};

const pt_br2_page_fix_new_story = /** @type {(inputs: Page_Fix_New_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nova história`)
};

const ja_page_fix_new_story = /** @type {(inputs: Page_Fix_New_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新しいストーリー`)
};

const ar_page_fix_new_story = /** @type {(inputs: Page_Fix_New_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`قصة جديدة`)
};

/**
* | output |
* | --- |
* | "New story" |
*
* @param {Page_Fix_New_StoryInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_new_story = /** @type {((inputs?: Page_Fix_New_StoryInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_New_StoryInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_new_story(inputs)
	if (locale === "de") return de_page_fix_new_story(inputs)
	if (locale === "es") return es_page_fix_new_story(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_new_story(inputs)
	if (locale === "ja") return ja_page_fix_new_story(inputs)
	if (locale === "ar") return ar_page_fix_new_story(inputs)
	return en_page_fix_new_story(inputs)
});