/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, n: NonNullable<unknown> }} Count_LikesInputs */

const en_count_likes = /** @type {(inputs: Count_LikesInputs) => LocalizedString} */ (i) => {const c = registry.plural("en", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} like`);
	return /** @type {LocalizedString} */ (`${i?.n} likes`)
	
};

const fr_count_likes = /** @type {(inputs: Count_LikesInputs) => LocalizedString} */ (i) => {const c = registry.plural("fr", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} j’aime`);
	return /** @type {LocalizedString} */ (`${i?.n} j’aime`)
	
};

const de_count_likes = /** @type {(inputs: Count_LikesInputs) => LocalizedString} */ (i) => {const c = registry.plural("de", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} Like`);
	return /** @type {LocalizedString} */ (`${i?.n} Likes`)
	
};

const es_count_likes = /** @type {(inputs: Count_LikesInputs) => LocalizedString} */ (i) => {const c = registry.plural("es", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} me gusta`);
	return /** @type {LocalizedString} */ (`${i?.n} me gusta`)
	
};

const pt_br2_count_likes = /** @type {(inputs: Count_LikesInputs) => LocalizedString} */ (i) => {const c = registry.plural("pt-BR", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} curtida`);
	return /** @type {LocalizedString} */ (`${i?.n} curtidas`)
	
};

const ja_count_likes = /** @type {(inputs: Count_LikesInputs) => LocalizedString} */ (i) => {
	const c = registry.plural("ja", i?.count, {});return /** @type {LocalizedString} */ (`いいね ${i?.n}件`)
};

const ar_count_likes = /** @type {(inputs: Count_LikesInputs) => LocalizedString} */ (i) => {const c = registry.plural("ar", i?.count, {});
	if (c === "zero") return /** @type {LocalizedString} */ (`لا إعجابات`);
	if (c === "one") return /** @type {LocalizedString} */ (`إعجاب واحد`);
	if (c === "two") return /** @type {LocalizedString} */ (`إعجابان`);
	if (c === "few") return /** @type {LocalizedString} */ (`${i?.n} إعجابات`);
	if (c === "many") return /** @type {LocalizedString} */ (`${i?.n} إعجابًا`);
	return /** @type {LocalizedString} */ (`${i?.n} إعجاب`)
	
};

/**
* | c | output |
* | --- | --- |
* | "one" | "{n} like" |
* | * | "{n} likes" |
*
* @param {Count_LikesInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const count_likes = /** @type {((inputs: Count_LikesInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Count_LikesInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_count_likes(inputs)
	if (locale === "de") return de_count_likes(inputs)
	if (locale === "es") return es_count_likes(inputs)
	if (locale === "pt-BR") return pt_br2_count_likes(inputs)
	if (locale === "ja") return ja_count_likes(inputs)
	if (locale === "ar") return ar_count_likes(inputs)
	return en_count_likes(inputs)
});