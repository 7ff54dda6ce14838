/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Stats_No_StoriesInputs */

const en_lefta_stats_no_stories = /** @type {(inputs: Lefta_Stats_No_StoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publish a story and its numbers show here.`)
};

const fr_lefta_stats_no_stories = /** @type {(inputs: Lefta_Stats_No_StoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publiez une histoire et ses chiffres s’afficheront ici.`)
};

const de_lefta_stats_no_stories = /** @type {(inputs: Lefta_Stats_No_StoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veröffentliche eine Geschichte, und ihre Zahlen erscheinen hier.`)
};

const es_lefta_stats_no_stories = /** @type {(inputs: Lefta_Stats_No_StoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publica una historia y sus cifras aparecerán aquí.`)
};

const pt_br2_lefta_stats_no_stories = /** @type {(inputs: Lefta_Stats_No_StoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publique uma história e os números dela aparecem aqui.`)
};

const ja_lefta_stats_no_stories = /** @type {(inputs: Lefta_Stats_No_StoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ストーリーを公開すると、ここに数字が表示されます。`)
};

const ar_lefta_stats_no_stories = /** @type {(inputs: Lefta_Stats_No_StoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انشر قصة وستظهر أرقامها هنا.`)
};

/**
* | output |
* | --- |
* | "Publish a story and its numbers show here." |
*
* @param {Lefta_Stats_No_StoriesInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_stats_no_stories = /** @type {((inputs?: Lefta_Stats_No_StoriesInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Stats_No_StoriesInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_stats_no_stories(inputs)
	if (locale === "de") return de_lefta_stats_no_stories(inputs)
	if (locale === "es") return es_lefta_stats_no_stories(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_stats_no_stories(inputs)
	if (locale === "ja") return ja_lefta_stats_no_stories(inputs)
	if (locale === "ar") return ar_lefta_stats_no_stories(inputs)
	return en_lefta_stats_no_stories(inputs)
});