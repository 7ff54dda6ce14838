/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Mod_Reported_CommentsInputs */

const en_lefta_mod_reported_comments = /** @type {(inputs: Lefta_Mod_Reported_CommentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reported comments`)
};

const fr_lefta_mod_reported_comments = /** @type {(inputs: Lefta_Mod_Reported_CommentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commentaires signalés`)
};

const de_lefta_mod_reported_comments = /** @type {(inputs: Lefta_Mod_Reported_CommentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gemeldete Kommentare`)
};

const es_lefta_mod_reported_comments = /** @type {(inputs: Lefta_Mod_Reported_CommentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comentarios denunciados`)
};

const pt_br2_lefta_mod_reported_comments = /** @type {(inputs: Lefta_Mod_Reported_CommentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comentários denunciados`)
};

const ja_lefta_mod_reported_comments = /** @type {(inputs: Lefta_Mod_Reported_CommentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`報告されたコメント`)
};

const ar_lefta_mod_reported_comments = /** @type {(inputs: Lefta_Mod_Reported_CommentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`التعليقات المبلَّغ عنها`)
};

/**
* | output |
* | --- |
* | "Reported comments" |
*
* @param {Lefta_Mod_Reported_CommentsInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_mod_reported_comments = /** @type {((inputs?: Lefta_Mod_Reported_CommentsInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Mod_Reported_CommentsInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_mod_reported_comments(inputs)
	if (locale === "de") return de_lefta_mod_reported_comments(inputs)
	if (locale === "es") return es_lefta_mod_reported_comments(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_mod_reported_comments(inputs)
	if (locale === "ja") return ja_lefta_mod_reported_comments(inputs)
	if (locale === "ar") return ar_lefta_mod_reported_comments(inputs)
	return en_lefta_mod_reported_comments(inputs)
});