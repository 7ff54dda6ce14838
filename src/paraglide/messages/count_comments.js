/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, n: NonNullable<unknown> }} Count_CommentsInputs */

const en_count_comments = /** @type {(inputs: Count_CommentsInputs) => LocalizedString} */ (i) => {const c = registry.plural("en", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} comment`);
	return /** @type {LocalizedString} */ (`${i?.n} comments`)
	
};

const fr_count_comments = /** @type {(inputs: Count_CommentsInputs) => LocalizedString} */ (i) => {const c = registry.plural("fr", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} commentaire`);
	return /** @type {LocalizedString} */ (`${i?.n} commentaires`)
	
};

const de_count_comments = /** @type {(inputs: Count_CommentsInputs) => LocalizedString} */ (i) => {const c = registry.plural("de", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} Kommentar`);
	return /** @type {LocalizedString} */ (`${i?.n} Kommentare`)
	
};

const es_count_comments = /** @type {(inputs: Count_CommentsInputs) => LocalizedString} */ (i) => {const c = registry.plural("es", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} comentario`);
	return /** @type {LocalizedString} */ (`${i?.n} comentarios`)
	
};

const pt_br2_count_comments = /** @type {(inputs: Count_CommentsInputs) => LocalizedString} */ (i) => {const c = registry.plural("pt-BR", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} comentário`);
	return /** @type {LocalizedString} */ (`${i?.n} comentários`)
	
};

const ja_count_comments = /** @type {(inputs: Count_CommentsInputs) => LocalizedString} */ (i) => {
	const c = registry.plural("ja", i?.count, {});return /** @type {LocalizedString} */ (`コメント ${i?.n}件`)
};

const ar_count_comments = /** @type {(inputs: Count_CommentsInputs) => LocalizedString} */ (i) => {const c = registry.plural("ar", i?.count, {});
	if (c === "zero") return /** @type {LocalizedString} */ (`لا تعليقات`);
	if (c === "one") return /** @type {LocalizedString} */ (`تعليق واحد`);
	if (c === "two") return /** @type {LocalizedString} */ (`تعليقان`);
	if (c === "few") return /** @type {LocalizedString} */ (`${i?.n} تعليقات`);
	if (c === "many") return /** @type {LocalizedString} */ (`${i?.n} تعليقًا`);
	return /** @type {LocalizedString} */ (`${i?.n} تعليق`)
	
};

/**
* | c | output |
* | --- | --- |
* | "one" | "{n} comment" |
* | * | "{n} comments" |
*
* @param {Count_CommentsInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const count_comments = /** @type {((inputs: Count_CommentsInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Count_CommentsInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_count_comments(inputs)
	if (locale === "de") return de_count_comments(inputs)
	if (locale === "es") return es_count_comments(inputs)
	if (locale === "pt-BR") return pt_br2_count_comments(inputs)
	if (locale === "ja") return ja_count_comments(inputs)
	if (locale === "ar") return ar_count_comments(inputs)
	return en_count_comments(inputs)
});