/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rich_Tags_PlaceholderInputs */

const en_rich_tags_placeholder = /** @type {(inputs: Rich_Tags_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`science, tutorial…`)
};

const fr_rich_tags_placeholder = /** @type {(inputs: Rich_Tags_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`science, tutoriel…`)
};

const de_rich_tags_placeholder = /** @type {(inputs: Rich_Tags_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`wissenschaft, anleitung…`)
};

const es_rich_tags_placeholder = /** @type {(inputs: Rich_Tags_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ciencia, tutorial…`)
};

const pt_br2_rich_tags_placeholder = /** @type {(inputs: Rich_Tags_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ciência, tutorial…`)
};

const ja_rich_tags_placeholder = /** @type {(inputs: Rich_Tags_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`科学, チュートリアル…`)
};

const ar_rich_tags_placeholder = /** @type {(inputs: Rich_Tags_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`علوم، دروس…`)
};

/**
* | output |
* | --- |
* | "science, tutorial…" |
*
* @param {Rich_Tags_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const rich_tags_placeholder = /** @type {((inputs?: Rich_Tags_PlaceholderInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rich_Tags_PlaceholderInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_rich_tags_placeholder(inputs)
	if (locale === "de") return de_rich_tags_placeholder(inputs)
	if (locale === "es") return es_rich_tags_placeholder(inputs)
	if (locale === "pt-BR") return pt_br2_rich_tags_placeholder(inputs)
	if (locale === "ja") return ja_rich_tags_placeholder(inputs)
	if (locale === "ar") return ar_rich_tags_placeholder(inputs)
	return en_rich_tags_placeholder(inputs)
});