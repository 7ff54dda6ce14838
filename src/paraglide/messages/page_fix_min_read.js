/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, n: NonNullable<unknown> }} Page_Fix_Min_ReadInputs */

const en_page_fix_min_read = /** @type {(inputs: Page_Fix_Min_ReadInputs) => LocalizedString} */ (i) => {
	const c = registry.plural("en", i?.count, {});return /** @type {LocalizedString} */ (`${i?.n} min read`)
};

const fr_page_fix_min_read = /** @type {(inputs: Page_Fix_Min_ReadInputs) => LocalizedString} */ (i) => {
	const c = registry.plural("fr", i?.count, {});return /** @type {LocalizedString} */ (`${i?.n} min de lecture`)
};

const de_page_fix_min_read = /** @type {(inputs: Page_Fix_Min_ReadInputs) => LocalizedString} */ (i) => {
	const c = registry.plural("de", i?.count, {});return /** @type {LocalizedString} */ (`${i?.n} Min. Lesezeit`)
};

const es_page_fix_min_read = /** @type {(inputs: Page_Fix_Min_ReadInputs) => LocalizedString} */ (i) => {
	const c = registry.plural("es", i?.count, {});return /** @type {LocalizedString} */ (`${i?.n} min de lectura`)
};

const pt_br2_page_fix_min_read = /** @type {(inputs: Page_Fix_Min_ReadInputs) => LocalizedString} */ (i) => {
	const c = registry.plural("pt-BR", i?.count, {});return /** @type {LocalizedString} */ (`${i?.n} min de leitura`)
};

const ja_page_fix_min_read = /** @type {(inputs: Page_Fix_Min_ReadInputs) => LocalizedString} */ (i) => {
	const c = registry.plural("ja", i?.count, {});return /** @type {LocalizedString} */ (`${i?.n} 分で読めます`)
};

const ar_page_fix_min_read = /** @type {(inputs: Page_Fix_Min_ReadInputs) => LocalizedString} */ (i) => {const c = registry.plural("ar", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`قراءة دقيقة واحدة`);
	if (c === "two") return /** @type {LocalizedString} */ (`قراءة دقيقتين`);
	if (c === "few") return /** @type {LocalizedString} */ (`قراءة ${i?.n} دقائق`);
	return /** @type {LocalizedString} */ (`قراءة ${i?.n} دقيقة`)
	
};

/**
* | c | output |
* | --- | --- |
* | * | "{n} min read" |
*
* @param {Page_Fix_Min_ReadInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_min_read = /** @type {((inputs: Page_Fix_Min_ReadInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Min_ReadInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_min_read(inputs)
	if (locale === "de") return de_page_fix_min_read(inputs)
	if (locale === "es") return es_page_fix_min_read(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_min_read(inputs)
	if (locale === "ja") return ja_page_fix_min_read(inputs)
	if (locale === "ar") return ar_page_fix_min_read(inputs)
	return en_page_fix_min_read(inputs)
});