/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, n: NonNullable<unknown> }} Word_CommentsInputs */

const en_word_comments = /** @type {(inputs: Word_CommentsInputs) => LocalizedString} */ (i) => {const c = registry.plural("en", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`comment`);
	return /** @type {LocalizedString} */ (`comments`)
	
};

const fr_word_comments = /** @type {(inputs: Word_CommentsInputs) => LocalizedString} */ (i) => {const c = registry.plural("fr", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`commentaire`);
	return /** @type {LocalizedString} */ (`commentaires`)
	
};

const de_word_comments = /** @type {(inputs: Word_CommentsInputs) => LocalizedString} */ (i) => {const c = registry.plural("de", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`Kommentar`);
	return /** @type {LocalizedString} */ (`Kommentare`)
	
};

const es_word_comments = /** @type {(inputs: Word_CommentsInputs) => LocalizedString} */ (i) => {const c = registry.plural("es", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`comentario`);
	return /** @type {LocalizedString} */ (`comentarios`)
	
};

const pt_br2_word_comments = /** @type {(inputs: Word_CommentsInputs) => LocalizedString} */ (i) => {const c = registry.plural("pt-BR", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`comentário`);
	return /** @type {LocalizedString} */ (`comentários`)
	
};

const ja_word_comments = /** @type {(inputs: Word_CommentsInputs) => LocalizedString} */ (i) => {
	const c = registry.plural("ja", i?.count, {});return /** @type {LocalizedString} */ (`コメント`)
};

const ar_word_comments = /** @type {(inputs: Word_CommentsInputs) => LocalizedString} */ (i) => {const c = registry.plural("ar", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`تعليق`);
	if (c === "two") return /** @type {LocalizedString} */ (`تعليقان`);
	if (c === "few") return /** @type {LocalizedString} */ (`تعليقات`);
	return /** @type {LocalizedString} */ (`تعليق`)
	
};

/**
* | c | output |
* | --- | --- |
* | "one" | "comment" |
* | * | "comments" |
*
* @param {Word_CommentsInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const word_comments = /** @type {((inputs: Word_CommentsInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Word_CommentsInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_word_comments(inputs)
	if (locale === "de") return de_word_comments(inputs)
	if (locale === "es") return es_word_comments(inputs)
	if (locale === "pt-BR") return pt_br2_word_comments(inputs)
	if (locale === "ja") return ja_word_comments(inputs)
	if (locale === "ar") return ar_word_comments(inputs)
	return en_word_comments(inputs)
});