/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Stats_CommentsInputs */

const en_lefta_stats_comments = /** @type {(inputs: Lefta_Stats_CommentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comments`)
};

const fr_lefta_stats_comments = /** @type {(inputs: Lefta_Stats_CommentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commentaires`)
};

const de_lefta_stats_comments = /** @type {(inputs: Lefta_Stats_CommentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kommentare`)
};

const es_lefta_stats_comments = /** @type {(inputs: Lefta_Stats_CommentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comentarios`)
};

const pt_br2_lefta_stats_comments = /** @type {(inputs: Lefta_Stats_CommentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comentários`)
};

const ja_lefta_stats_comments = /** @type {(inputs: Lefta_Stats_CommentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`コメント`)
};

const ar_lefta_stats_comments = /** @type {(inputs: Lefta_Stats_CommentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`التعليقات`)
};

/**
* | output |
* | --- |
* | "Comments" |
*
* @param {Lefta_Stats_CommentsInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_stats_comments = /** @type {((inputs?: Lefta_Stats_CommentsInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Stats_CommentsInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_stats_comments(inputs)
	if (locale === "de") return de_lefta_stats_comments(inputs)
	if (locale === "es") return es_lefta_stats_comments(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_stats_comments(inputs)
	if (locale === "ja") return ja_lefta_stats_comments(inputs)
	if (locale === "ar") return ar_lefta_stats_comments(inputs)
	return en_lefta_stats_comments(inputs)
});