/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown> }} Comments_HeadingInputs */

const en_comments_heading = /** @type {(inputs: Comments_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Comments (${i?.n})`)
};

const fr_comments_heading = /** @type {(inputs: Comments_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Commentaires (${i?.n})`)
};

const de_comments_heading = /** @type {(inputs: Comments_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kommentare (${i?.n})`)
};

const es_comments_heading = /** @type {(inputs: Comments_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Comentarios (${i?.n})`)
};

const pt_br2_comments_heading = /** @type {(inputs: Comments_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Comentários (${i?.n})`)
};

const ja_comments_heading = /** @type {(inputs: Comments_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`コメント（${i?.n}）`)
};

const ar_comments_heading = /** @type {(inputs: Comments_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`التعليقات (${i?.n})`)
};

/**
* | output |
* | --- |
* | "Comments ({n})" |
*
* @param {Comments_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const comments_heading = /** @type {((inputs: Comments_HeadingInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Comments_HeadingInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_comments_heading(inputs)
	if (locale === "de") return de_comments_heading(inputs)
	if (locale === "es") return es_comments_heading(inputs)
	if (locale === "pt-BR") return pt_br2_comments_heading(inputs)
	if (locale === "ja") return ja_comments_heading(inputs)
	if (locale === "ar") return ar_comments_heading(inputs)
	return en_comments_heading(inputs)
});