/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Edit_StoryInputs */

const en_page_fix_edit_story = /** @type {(inputs: Page_Fix_Edit_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit story`)
};

const fr_page_fix_edit_story = /** @type {(inputs: Page_Fix_Edit_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier l'histoire`)
};

const de_page_fix_edit_story = /** @type {(inputs: Page_Fix_Edit_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geschichte bearbeiten`)
};

const es_page_fix_edit_story = /** @type {(inputs: Page_Fix_Edit_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar la historia`)
};

const pt_br2_page_fix_edit_story = /** @type {(inputs: Page_Fix_Edit_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar a história`)
};

const ja_page_fix_edit_story = /** @type {(inputs: Page_Fix_Edit_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ストーリーを編集`)
};

const ar_page_fix_edit_story = /** @type {(inputs: Page_Fix_Edit_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تحرير القصة`)
};

/**
* | output |
* | --- |
* | "Edit story" |
*
* @param {Page_Fix_Edit_StoryInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_edit_story = /** @type {((inputs?: Page_Fix_Edit_StoryInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Edit_StoryInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_edit_story(inputs)
	if (locale === "de") return de_page_fix_edit_story(inputs)
	if (locale === "es") return es_page_fix_edit_story(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_edit_story(inputs)
	if (locale === "ja") return ja_page_fix_edit_story(inputs)
	if (locale === "ar") return ar_page_fix_edit_story(inputs)
	return en_page_fix_edit_story(inputs)
});