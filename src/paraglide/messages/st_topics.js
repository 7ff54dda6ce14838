/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} St_TopicsInputs */

const en_st_topics = /** @type {(inputs: St_TopicsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Topics`)
};

const fr_st_topics = /** @type {(inputs: St_TopicsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sujets`)
};

const de_st_topics = /** @type {(inputs: St_TopicsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Themen`)
};

const es_st_topics = /** @type {(inputs: St_TopicsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Temas`)
};

const pt_br2_st_topics = /** @type {(inputs: St_TopicsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tópicos`)
};

const ja_st_topics = /** @type {(inputs: St_TopicsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`トピック`)
};

const ar_st_topics = /** @type {(inputs: St_TopicsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المواضيع`)
};

/**
* | output |
* | --- |
* | "Topics" |
*
* @param {St_TopicsInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const st_topics = /** @type {((inputs?: St_TopicsInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<St_TopicsInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_st_topics(inputs)
	if (locale === "de") return de_st_topics(inputs)
	if (locale === "es") return es_st_topics(inputs)
	if (locale === "pt-BR") return pt_br2_st_topics(inputs)
	if (locale === "ja") return ja_st_topics(inputs)
	if (locale === "ar") return ar_st_topics(inputs)
	return en_st_topics(inputs)
});