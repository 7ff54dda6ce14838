/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, n: NonNullable<unknown> }} Page_Fix_Stories_CountInputs */

const en_page_fix_stories_count = /** @type {(inputs: Page_Fix_Stories_CountInputs) => LocalizedString} */ (i) => {const c = registry.plural("en", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} story`);
	return /** @type {LocalizedString} */ (`${i?.n} stories`)
	
};

const fr_page_fix_stories_count = /** @type {(inputs: Page_Fix_Stories_CountInputs) => LocalizedString} */ (i) => {const c = registry.plural("fr", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} histoire`);
	return /** @type {LocalizedString} */ (`${i?.n} histoires`)
	
};

const de_page_fix_stories_count = /** @type {(inputs: Page_Fix_Stories_CountInputs) => LocalizedString} */ (i) => {const c = registry.plural("de", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} Geschichte`);
	return /** @type {LocalizedString} */ (`${i?.n} Geschichten`)
	
};

const es_page_fix_stories_count = /** @type {(inputs: Page_Fix_Stories_CountInputs) => LocalizedString} */ (i) => {const c = registry.plural("es", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} historia`);
	return /** @type {LocalizedString} */ (`${i?.n} historias`)
	
};

const pt_br2_page_fix_stories_count = /** @type {(inputs: Page_Fix_Stories_CountInputs) => LocalizedString} */ (i) => {const c = registry.plural("pt-BR", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} história`);
	return /** @type {LocalizedString} */ (`${i?.n} histórias`)
	
};

const ja_page_fix_stories_count = /** @type {(inputs: Page_Fix_Stories_CountInputs) => LocalizedString} */ (i) => {
	const c = registry.plural("ja", i?.count, {});return /** @type {LocalizedString} */ (`${i?.n} 件のストーリー`)
};

const ar_page_fix_stories_count = /** @type {(inputs: Page_Fix_Stories_CountInputs) => LocalizedString} */ (i) => {const c = registry.plural("ar", i?.count, {});
	if (c === "zero") return /** @type {LocalizedString} */ (`لا قصص`);
	if (c === "one") return /** @type {LocalizedString} */ (`قصة واحدة`);
	if (c === "two") return /** @type {LocalizedString} */ (`قصتان`);
	if (c === "few") return /** @type {LocalizedString} */ (`${i?.n} قصص`);
	if (c === "many") return /** @type {LocalizedString} */ (`${i?.n} قصة`);
	return /** @type {LocalizedString} */ (`${i?.n} قصة`)
	
};

/**
* | c | output |
* | --- | --- |
* | "one" | "{n} story" |
* | * | "{n} stories" |
*
* @param {Page_Fix_Stories_CountInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_stories_count = /** @type {((inputs: Page_Fix_Stories_CountInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Stories_CountInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_stories_count(inputs)
	if (locale === "de") return de_page_fix_stories_count(inputs)
	if (locale === "es") return es_page_fix_stories_count(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_stories_count(inputs)
	if (locale === "ja") return ja_page_fix_stories_count(inputs)
	if (locale === "ar") return ar_page_fix_stories_count(inputs)
	return en_page_fix_stories_count(inputs)
});