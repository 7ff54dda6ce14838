/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Page_Fix_No_Story_YetInputs */

const en_page_fix_no_story_yet = /** @type {(inputs: Page_Fix_No_Story_YetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} has not published a story yet.`)
};

const fr_page_fix_no_story_yet = /** @type {(inputs: Page_Fix_No_Story_YetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} n'a pas encore publié d'histoire.`)
};

const de_page_fix_no_story_yet = /** @type {(inputs: Page_Fix_No_Story_YetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} hat noch keine Geschichte veröffentlicht.`)
};

const es_page_fix_no_story_yet = /** @type {(inputs: Page_Fix_No_Story_YetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} aún no ha publicado ninguna historia.`)
};

const pt_br2_page_fix_no_story_yet = /** @type {(inputs: Page_Fix_No_Story_YetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ainda não publicou nenhuma história.`)
};

const ja_page_fix_no_story_yet = /** @type {(inputs: Page_Fix_No_Story_YetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} さんはまだストーリーを公開していません。`)
};

const ar_page_fix_no_story_yet = /** @type {(inputs: Page_Fix_No_Story_YetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`لم ينشر ${i?.name} أي قصة بعد.`)
};

/**
* | output |
* | --- |
* | "{name} has not published a story yet." |
*
* @param {Page_Fix_No_Story_YetInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_no_story_yet = /** @type {((inputs: Page_Fix_No_Story_YetInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_No_Story_YetInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_no_story_yet(inputs)
	if (locale === "de") return de_page_fix_no_story_yet(inputs)
	if (locale === "es") return es_page_fix_no_story_yet(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_no_story_yet(inputs)
	if (locale === "ja") return ja_page_fix_no_story_yet(inputs)
	if (locale === "ar") return ar_page_fix_no_story_yet(inputs)
	return en_page_fix_no_story_yet(inputs)
});