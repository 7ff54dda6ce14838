/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, n: NonNullable<unknown> }} Word_LikesInputs */

const en_word_likes = /** @type {(inputs: Word_LikesInputs) => LocalizedString} */ (i) => {const c = registry.plural("en", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`like`);
	return /** @type {LocalizedString} */ (`likes`)
	
};

const fr_word_likes = /** @type {(inputs: Word_LikesInputs) => LocalizedString} */ (i) => {const c = registry.plural("fr", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`j’aime`);
	return /** @type {LocalizedString} */ (`j’aime`)
	
};

const de_word_likes = /** @type {(inputs: Word_LikesInputs) => LocalizedString} */ (i) => {const c = registry.plural("de", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`Like`);
	return /** @type {LocalizedString} */ (`Likes`)
	
};

const es_word_likes = /** @type {(inputs: Word_LikesInputs) => LocalizedString} */ (i) => {const c = registry.plural("es", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`me gusta`);
	return /** @type {LocalizedString} */ (`me gusta`)
	
};

const pt_br2_word_likes = /** @type {(inputs: Word_LikesInputs) => LocalizedString} */ (i) => {const c = registry.plural("pt-BR", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`curtida`);
	return /** @type {LocalizedString} */ (`curtidas`)
	
};

const ja_word_likes = /** @type {(inputs: Word_LikesInputs) => LocalizedString} */ (i) => {
	const c = registry.plural("ja", i?.count, {});return /** @type {LocalizedString} */ (`いいね`)
};

const ar_word_likes = /** @type {(inputs: Word_LikesInputs) => LocalizedString} */ (i) => {const c = registry.plural("ar", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`إعجاب`);
	if (c === "two") return /** @type {LocalizedString} */ (`إعجابان`);
	if (c === "few") return /** @type {LocalizedString} */ (`إعجابات`);
	return /** @type {LocalizedString} */ (`إعجاب`)
	
};

/**
* | c | output |
* | --- | --- |
* | "one" | "like" |
* | * | "likes" |
*
* @param {Word_LikesInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const word_likes = /** @type {((inputs: Word_LikesInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Word_LikesInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_word_likes(inputs)
	if (locale === "de") return de_word_likes(inputs)
	if (locale === "es") return es_word_likes(inputs)
	if (locale === "pt-BR") return pt_br2_word_likes(inputs)
	if (locale === "ja") return ja_word_likes(inputs)
	if (locale === "ar") return ar_word_likes(inputs)
	return en_word_likes(inputs)
});