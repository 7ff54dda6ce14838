/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Write_StoryInputs */

const en_page_fix_write_story = /** @type {(inputs: Page_Fix_Write_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Write a story`)
};

const fr_page_fix_write_story = /** @type {(inputs: Page_Fix_Write_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Écrire une histoire`)
};

const de_page_fix_write_story = /** @type {(inputs: Page_Fix_Write_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Geschichte schreiben`)
};

const es_page_fix_write_story = /** @type {(inputs: Page_Fix_Write_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribir una historia`)
};

const pt_br2_page_fix_write_story = /** @type {(inputs: Page_Fix_Write_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escrever uma história`)
};

const ja_page_fix_write_story = /** @type {(inputs: Page_Fix_Write_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ストーリーを書く`)
};

const ar_page_fix_write_story = /** @type {(inputs: Page_Fix_Write_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اكتب قصة`)
};

/**
* | output |
* | --- |
* | "Write a story" |
*
* @param {Page_Fix_Write_StoryInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_write_story = /** @type {((inputs?: Page_Fix_Write_StoryInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Write_StoryInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_write_story(inputs)
	if (locale === "de") return de_page_fix_write_story(inputs)
	if (locale === "es") return es_page_fix_write_story(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_write_story(inputs)
	if (locale === "ja") return ja_page_fix_write_story(inputs)
	if (locale === "ar") return ar_page_fix_write_story(inputs)
	return en_page_fix_write_story(inputs)
});