/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Story_LanguageInputs */

const en_story_language = /** @type {(inputs: Story_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Written in`)
};

const fr_story_language = /** @type {(inputs: Story_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Écrite en`)
};

const de_story_language = /** @type {(inputs: Story_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geschrieben auf`)
};

const es_story_language = /** @type {(inputs: Story_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escrita en`)
};

const pt_br2_story_language = /** @type {(inputs: Story_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escrita em`)
};

const ja_story_language = /** @type {(inputs: Story_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`執筆言語`)
};

const ar_story_language = /** @type {(inputs: Story_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مكتوبة بـ`)
};

/**
* | output |
* | --- |
* | "Written in" |
*
* @param {Story_LanguageInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const story_language = /** @type {((inputs?: Story_LanguageInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Story_LanguageInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_story_language(inputs)
	if (locale === "de") return de_story_language(inputs)
	if (locale === "es") return es_story_language(inputs)
	if (locale === "pt-BR") return pt_br2_story_language(inputs)
	if (locale === "ja") return ja_story_language(inputs)
	if (locale === "ar") return ar_story_language(inputs)
	return en_story_language(inputs)
});