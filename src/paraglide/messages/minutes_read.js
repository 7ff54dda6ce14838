/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, n: NonNullable<unknown> }} Minutes_ReadInputs */

const en_minutes_read = /** @type {(inputs: Minutes_ReadInputs) => LocalizedString} */ (i) => {const c = registry.plural("en", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} min read`);
	return /** @type {LocalizedString} */ (`${i?.n} min read`)
	
};

const fr_minutes_read = /** @type {(inputs: Minutes_ReadInputs) => LocalizedString} */ (i) => {const c = registry.plural("fr", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} min de lecture`);
	return /** @type {LocalizedString} */ (`${i?.n} min de lecture`)
	
};

const de_minutes_read = /** @type {(inputs: Minutes_ReadInputs) => LocalizedString} */ (i) => {const c = registry.plural("de", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} Min. Lesezeit`);
	return /** @type {LocalizedString} */ (`${i?.n} Min. Lesezeit`)
	
};

const es_minutes_read = /** @type {(inputs: Minutes_ReadInputs) => LocalizedString} */ (i) => {const c = registry.plural("es", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} min de lectura`);
	return /** @type {LocalizedString} */ (`${i?.n} min de lectura`)
	
};

const pt_br2_minutes_read = /** @type {(inputs: Minutes_ReadInputs) => LocalizedString} */ (i) => {const c = registry.plural("pt-BR", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} min de leitura`);
	return /** @type {LocalizedString} */ (`${i?.n} min de leitura`)
	
};

const ja_minutes_read = /** @type {(inputs: Minutes_ReadInputs) => LocalizedString} */ (i) => {
	const c = registry.plural("ja", i?.count, {});return /** @type {LocalizedString} */ (`${i?.n}分で読めます`)
};

const ar_minutes_read = /** @type {(inputs: Minutes_ReadInputs) => LocalizedString} */ (i) => {const c = registry.plural("ar", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`دقيقة قراءة`);
	if (c === "two") return /** @type {LocalizedString} */ (`دقيقتا قراءة`);
	if (c === "few") return /** @type {LocalizedString} */ (`${i?.n} دقائق قراءة`);
	return /** @type {LocalizedString} */ (`${i?.n} دقيقة قراءة`)
	
};

/**
* | c | output |
* | --- | --- |
* | "one" | "{n} min read" |
* | * | "{n} min read" |
*
* @param {Minutes_ReadInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const minutes_read = /** @type {((inputs: Minutes_ReadInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Minutes_ReadInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_minutes_read(inputs)
	if (locale === "de") return de_minutes_read(inputs)
	if (locale === "es") return es_minutes_read(inputs)
	if (locale === "pt-BR") return pt_br2_minutes_read(inputs)
	if (locale === "ja") return ja_minutes_read(inputs)
	if (locale === "ar") return ar_minutes_read(inputs)
	return en_minutes_read(inputs)
});