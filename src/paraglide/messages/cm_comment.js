/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cm_CommentInputs */

const en_cm_comment = /** @type {(inputs: Cm_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment`)
};

const fr_cm_comment = /** @type {(inputs: Cm_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commenter`)
};

const de_cm_comment = /** @type {(inputs: Cm_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kommentieren`)
};

const es_cm_comment = /** @type {(inputs: Cm_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comentar`)
};

const pt_br2_cm_comment = /** @type {(inputs: Cm_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comentar`)
};

const ja_cm_comment = /** @type {(inputs: Cm_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`コメントする`)
};

const ar_cm_comment = /** @type {(inputs: Cm_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعليق`)
};

/**
* | output |
* | --- |
* | "Comment" |
*
* @param {Cm_CommentInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const cm_comment = /** @type {((inputs?: Cm_CommentInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cm_CommentInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cm_comment(inputs)
	if (locale === "de") return de_cm_comment(inputs)
	if (locale === "es") return es_cm_comment(inputs)
	if (locale === "pt-BR") return pt_br2_cm_comment(inputs)
	if (locale === "ja") return ja_cm_comment(inputs)
	if (locale === "ar") return ar_cm_comment(inputs)
	return en_cm_comment(inputs)
});