/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, n: NonNullable<unknown> }} Count_WordsInputs */

const en_count_words = /** @type {(inputs: Count_WordsInputs) => LocalizedString} */ (i) => {const c = registry.plural("en", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} word`);
	return /** @type {LocalizedString} */ (`${i?.n} words`)
	
};

const fr_count_words = /** @type {(inputs: Count_WordsInputs) => LocalizedString} */ (i) => {const c = registry.plural("fr", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} mot`);
	return /** @type {LocalizedString} */ (`${i?.n} mots`)
	
};

const de_count_words = /** @type {(inputs: Count_WordsInputs) => LocalizedString} */ (i) => {const c = registry.plural("de", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} Wort`);
	return /** @type {LocalizedString} */ (`${i?.n} Wörter`)
	
};

const es_count_words = /** @type {(inputs: Count_WordsInputs) => LocalizedString} */ (i) => {const c = registry.plural("es", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} palabra`);
	return /** @type {LocalizedString} */ (`${i?.n} palabras`)
	
};

const pt_br2_count_words = /** @type {(inputs: Count_WordsInputs) => LocalizedString} */ (i) => {const c = registry.plural("pt-BR", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} palavra`);
	return /** @type {LocalizedString} */ (`${i?.n} palavras`)
	
};

const ja_count_words = /** @type {(inputs: Count_WordsInputs) => LocalizedString} */ (i) => {
	const c = registry.plural("ja", i?.count, {});return /** @type {LocalizedString} */ (`${i?.n}語`)
};

const ar_count_words = /** @type {(inputs: Count_WordsInputs) => LocalizedString} */ (i) => {const c = registry.plural("ar", i?.count, {});
	if (c === "zero") return /** @type {LocalizedString} */ (`لا كلمات`);
	if (c === "one") return /** @type {LocalizedString} */ (`كلمة واحدة`);
	if (c === "two") return /** @type {LocalizedString} */ (`كلمتان`);
	if (c === "few") return /** @type {LocalizedString} */ (`${i?.n} كلمات`);
	if (c === "many") return /** @type {LocalizedString} */ (`${i?.n} كلمة`);
	return /** @type {LocalizedString} */ (`${i?.n} كلمة`)
	
};

/**
* | c | output |
* | --- | --- |
* | "one" | "{n} word" |
* | * | "{n} words" |
*
* @param {Count_WordsInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const count_words = /** @type {((inputs: Count_WordsInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Count_WordsInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_count_words(inputs)
	if (locale === "de") return de_count_words(inputs)
	if (locale === "es") return es_count_words(inputs)
	if (locale === "pt-BR") return pt_br2_count_words(inputs)
	if (locale === "ja") return ja_count_words(inputs)
	if (locale === "ar") return ar_count_words(inputs)
	return en_count_words(inputs)
});