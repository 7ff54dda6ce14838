/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Stats_StoryInputs */

const en_lefta_stats_story = /** @type {(inputs: Lefta_Stats_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Story`)
};

const fr_lefta_stats_story = /** @type {(inputs: Lefta_Stats_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Histoire`)
};

const de_lefta_stats_story = /** @type {(inputs: Lefta_Stats_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geschichte`)
};

const es_lefta_stats_story = /** @type {(inputs: Lefta_Stats_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historia`)
};

const pt_br2_lefta_stats_story = /** @type {(inputs: Lefta_Stats_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`História`)
};

const ja_lefta_stats_story = /** @type {(inputs: Lefta_Stats_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ストーリー`)
};

const ar_lefta_stats_story = /** @type {(inputs: Lefta_Stats_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`القصة`)
};

/**
* | output |
* | --- |
* | "Story" |
*
* @param {Lefta_Stats_StoryInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_stats_story = /** @type {((inputs?: Lefta_Stats_StoryInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Stats_StoryInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_stats_story(inputs)
	if (locale === "de") return de_lefta_stats_story(inputs)
	if (locale === "es") return es_lefta_stats_story(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_stats_story(inputs)
	if (locale === "ja") return ja_lefta_stats_story(inputs)
	if (locale === "ar") return ar_lefta_stats_story(inputs)
	return en_lefta_stats_story(inputs)
});