/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Stats_StoriesInputs */

const en_lefta_stats_stories = /** @type {(inputs: Lefta_Stats_StoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stories, all time`)
};

const fr_lefta_stats_stories = /** @type {(inputs: Lefta_Stats_StoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Histoires, depuis le début`)
};

const de_lefta_stats_stories = /** @type {(inputs: Lefta_Stats_StoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geschichten, insgesamt`)
};

const es_lefta_stats_stories = /** @type {(inputs: Lefta_Stats_StoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historias, desde el principio`)
};

const pt_br2_lefta_stats_stories = /** @type {(inputs: Lefta_Stats_StoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Histórias, desde o início`)
};

const ja_lefta_stats_stories = /** @type {(inputs: Lefta_Stats_StoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ストーリー（全期間）`)
};

const ar_lefta_stats_stories = /** @type {(inputs: Lefta_Stats_StoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`القصص، منذ البداية`)
};

/**
* | output |
* | --- |
* | "Stories, all time" |
*
* @param {Lefta_Stats_StoriesInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_stats_stories = /** @type {((inputs?: Lefta_Stats_StoriesInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Stats_StoriesInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_stats_stories(inputs)
	if (locale === "de") return de_lefta_stats_stories(inputs)
	if (locale === "es") return es_lefta_stats_stories(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_stats_stories(inputs)
	if (locale === "ja") return ja_lefta_stats_stories(inputs)
	if (locale === "ar") return ar_lefta_stats_stories(inputs)
	return en_lefta_stats_stories(inputs)
});