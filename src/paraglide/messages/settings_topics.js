/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_TopicsInputs */

const en_settings_topics = /** @type {(inputs: Settings_TopicsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hidden topics`)
};

const fr_settings_topics = /** @type {(inputs: Settings_TopicsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sujets masqués`)
};

const de_settings_topics = /** @type {(inputs: Settings_TopicsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ausgeblendete Themen`)
};

const es_settings_topics = /** @type {(inputs: Settings_TopicsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Temas ocultos`)
};

const pt_br2_settings_topics = /** @type {(inputs: Settings_TopicsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tópicos ocultos`)
};

const ja_settings_topics = /** @type {(inputs: Settings_TopicsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`非表示のトピック`)
};

const ar_settings_topics = /** @type {(inputs: Settings_TopicsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المواضيع المخفية`)
};

/**
* | output |
* | --- |
* | "Hidden topics" |
*
* @param {Settings_TopicsInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const settings_topics = /** @type {((inputs?: Settings_TopicsInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_TopicsInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_settings_topics(inputs)
	if (locale === "de") return de_settings_topics(inputs)
	if (locale === "es") return es_settings_topics(inputs)
	if (locale === "pt-BR") return pt_br2_settings_topics(inputs)
	if (locale === "ja") return ja_settings_topics(inputs)
	if (locale === "ar") return ar_settings_topics(inputs)
	return en_settings_topics(inputs)
});