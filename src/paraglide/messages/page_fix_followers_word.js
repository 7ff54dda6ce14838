/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Page_Fix_Followers_WordInputs */

const en_page_fix_followers_word = /** @type {(inputs: Page_Fix_Followers_WordInputs) => LocalizedString} */ (i) => {const c = registry.plural("en", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`follower`);
	return /** @type {LocalizedString} */ (`followers`)
	
};

const fr_page_fix_followers_word = /** @type {(inputs: Page_Fix_Followers_WordInputs) => LocalizedString} */ (i) => {const c = registry.plural("fr", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`abonné`);
	return /** @type {LocalizedString} */ (`abonnés`)
	
};

const de_page_fix_followers_word = /** @type {(inputs: Page_Fix_Followers_WordInputs) => LocalizedString} */ (i) => {const c = registry.plural("de", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`Follower`);
	return /** @type {LocalizedString} */ (`Follower`)
	
};

const es_page_fix_followers_word = /** @type {(inputs: Page_Fix_Followers_WordInputs) => LocalizedString} */ (i) => {const c = registry.plural("es", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`seguidor`);
	return /** @type {LocalizedString} */ (`seguidores`)
	
};

const pt_br2_page_fix_followers_word = /** @type {(inputs: Page_Fix_Followers_WordInputs) => LocalizedString} */ (i) => {const c = registry.plural("pt-BR", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`seguidor`);
	return /** @type {LocalizedString} */ (`seguidores`)
	
};

const ja_page_fix_followers_word = /** @type {(inputs: Page_Fix_Followers_WordInputs) => LocalizedString} */ (i) => {
	const c = registry.plural("ja", i?.count, {});return /** @type {LocalizedString} */ (`フォロワー`)
};

const ar_page_fix_followers_word = /** @type {(inputs: Page_Fix_Followers_WordInputs) => LocalizedString} */ (i) => {const c = registry.plural("ar", i?.count, {});
	if (c === "zero") return /** @type {LocalizedString} */ (`متابِع`);
	if (c === "one") return /** @type {LocalizedString} */ (`متابِع`);
	if (c === "two") return /** @type {LocalizedString} */ (`متابِعان`);
	if (c === "few") return /** @type {LocalizedString} */ (`متابِعين`);
	if (c === "many") return /** @type {LocalizedString} */ (`متابِعًا`);
	return /** @type {LocalizedString} */ (`متابِع`)
	
};

/**
* | c | output |
* | --- | --- |
* | "one" | "follower" |
* | * | "followers" |
*
* @param {Page_Fix_Followers_WordInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_followers_word = /** @type {((inputs: Page_Fix_Followers_WordInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Followers_WordInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_followers_word(inputs)
	if (locale === "de") return de_page_fix_followers_word(inputs)
	if (locale === "es") return es_page_fix_followers_word(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_followers_word(inputs)
	if (locale === "ja") return ja_page_fix_followers_word(inputs)
	if (locale === "ar") return ar_page_fix_followers_word(inputs)
	return en_page_fix_followers_word(inputs)
});