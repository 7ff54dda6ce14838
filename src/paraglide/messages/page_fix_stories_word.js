/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Page_Fix_Stories_WordInputs */

const en_page_fix_stories_word = /** @type {(inputs: Page_Fix_Stories_WordInputs) => LocalizedString} */ (i) => {const c = registry.plural("en", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`story`);
	return /** @type {LocalizedString} */ (`stories`)
	
};

const fr_page_fix_stories_word = /** @type {(inputs: Page_Fix_Stories_WordInputs) => LocalizedString} */ (i) => {const c = registry.plural("fr", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`histoire`);
	return /** @type {LocalizedString} */ (`histoires`)
	
};

const de_page_fix_stories_word = /** @type {(inputs: Page_Fix_Stories_WordInputs) => LocalizedString} */ (i) => {const c = registry.plural("de", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`Geschichte`);
	return /** @type {LocalizedString} */ (`Geschichten`)
	
};

const es_page_fix_stories_word = /** @type {(inputs: Page_Fix_Stories_WordInputs) => LocalizedString} */ (i) => {const c = registry.plural("es", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`historia`);
	return /** @type {LocalizedString} */ (`historias`)
	
};

const pt_br2_page_fix_stories_word = /** @type {(inputs: Page_Fix_Stories_WordInputs) => LocalizedString} */ (i) => {const c = registry.plural("pt-BR", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`história`);
	return /** @type {LocalizedString} */ (`histórias`)
	
};

const ja_page_fix_stories_word = /** @type {(inputs: Page_Fix_Stories_WordInputs) => LocalizedString} */ (i) => {
	const c = registry.plural("ja", i?.count, {});return /** @type {LocalizedString} */ (`ストーリー`)
};

const ar_page_fix_stories_word = /** @type {(inputs: Page_Fix_Stories_WordInputs) => LocalizedString} */ (i) => {const c = registry.plural("ar", i?.count, {});
	if (c === "zero") return /** @type {LocalizedString} */ (`قصة`);
	if (c === "one") return /** @type {LocalizedString} */ (`قصة`);
	if (c === "two") return /** @type {LocalizedString} */ (`قصتان`);
	if (c === "few") return /** @type {LocalizedString} */ (`قصص`);
	if (c === "many") return /** @type {LocalizedString} */ (`قصة`);
	return /** @type {LocalizedString} */ (`قصة`)
	
};

/**
* | c | output |
* | --- | --- |
* | "one" | "story" |
* | * | "stories" |
*
* @param {Page_Fix_Stories_WordInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_stories_word = /** @type {((inputs: Page_Fix_Stories_WordInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Stories_WordInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_stories_word(inputs)
	if (locale === "de") return de_page_fix_stories_word(inputs)
	if (locale === "es") return es_page_fix_stories_word(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_stories_word(inputs)
	if (locale === "ja") return ja_page_fix_stories_word(inputs)
	if (locale === "ar") return ar_page_fix_stories_word(inputs)
	return en_page_fix_stories_word(inputs)
});