/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Story_Language_DetectInputs */

const en_story_language_detect = /** @type {(inputs: Story_Language_DetectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Detect from the text`)
};

const fr_story_language_detect = /** @type {(inputs: Story_Language_DetectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Détecter d’après le texte`)
};

const de_story_language_detect = /** @type {(inputs: Story_Language_DetectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aus dem Text erkennen`)
};

const es_story_language_detect = /** @type {(inputs: Story_Language_DetectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Detectar a partir del texto`)
};

const pt_br2_story_language_detect = /** @type {(inputs: Story_Language_DetectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Detectar pelo texto`)
};

const ja_story_language_detect = /** @type {(inputs: Story_Language_DetectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`本文から判定`)
};

const ar_story_language_detect = /** @type {(inputs: Story_Language_DetectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اكتشافها من النص`)
};

/**
* | output |
* | --- |
* | "Detect from the text" |
*
* @param {Story_Language_DetectInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const story_language_detect = /** @type {((inputs?: Story_Language_DetectInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Story_Language_DetectInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_story_language_detect(inputs)
	if (locale === "de") return de_story_language_detect(inputs)
	if (locale === "es") return es_story_language_detect(inputs)
	if (locale === "pt-BR") return pt_br2_story_language_detect(inputs)
	if (locale === "ja") return ja_story_language_detect(inputs)
	if (locale === "ar") return ar_story_language_detect(inputs)
	return en_story_language_detect(inputs)
});