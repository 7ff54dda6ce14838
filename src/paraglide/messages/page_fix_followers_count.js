/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, n: NonNullable<unknown> }} Page_Fix_Followers_CountInputs */

const en_page_fix_followers_count = /** @type {(inputs: Page_Fix_Followers_CountInputs) => LocalizedString} */ (i) => {const c = registry.plural("en", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} follower`);
	return /** @type {LocalizedString} */ (`${i?.n} followers`)
	
};

const fr_page_fix_followers_count = /** @type {(inputs: Page_Fix_Followers_CountInputs) => LocalizedString} */ (i) => {const c = registry.plural("fr", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} abonné`);
	return /** @type {LocalizedString} */ (`${i?.n} abonnés`)
	
};

const de_page_fix_followers_count = /** @type {(inputs: Page_Fix_Followers_CountInputs) => LocalizedString} */ (i) => {const c = registry.plural("de", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} Follower`);
	return /** @type {LocalizedString} */ (`${i?.n} Follower`)
	
};

const es_page_fix_followers_count = /** @type {(inputs: Page_Fix_Followers_CountInputs) => LocalizedString} */ (i) => {const c = registry.plural("es", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} seguidor`);
	return /** @type {LocalizedString} */ (`${i?.n} seguidores`)
	
};

const pt_br2_page_fix_followers_count = /** @type {(inputs: Page_Fix_Followers_CountInputs) => LocalizedString} */ (i) => {const c = registry.plural("pt-BR", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} seguidor`);
	return /** @type {LocalizedString} */ (`${i?.n} seguidores`)
	
};

const ja_page_fix_followers_count = /** @type {(inputs: Page_Fix_Followers_CountInputs) => LocalizedString} */ (i) => {
	const c = registry.plural("ja", i?.count, {});return /** @type {LocalizedString} */ (`フォロワー ${i?.n} 人`)
};

const ar_page_fix_followers_count = /** @type {(inputs: Page_Fix_Followers_CountInputs) => LocalizedString} */ (i) => {const c = registry.plural("ar", i?.count, {});
	if (c === "zero") return /** @type {LocalizedString} */ (`لا متابعين`);
	if (c === "one") return /** @type {LocalizedString} */ (`متابِع واحد`);
	if (c === "two") return /** @type {LocalizedString} */ (`متابِعان`);
	if (c === "few") return /** @type {LocalizedString} */ (`${i?.n} متابِعين`);
	if (c === "many") return /** @type {LocalizedString} */ (`${i?.n} متابِعًا`);
	return /** @type {LocalizedString} */ (`${i?.n} متابِع`)
	
};

/**
* | c | output |
* | --- | --- |
* | "one" | "{n} follower" |
* | * | "{n} followers" |
*
* @param {Page_Fix_Followers_CountInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_followers_count = /** @type {((inputs: Page_Fix_Followers_CountInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Followers_CountInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_followers_count(inputs)
	if (locale === "de") return de_page_fix_followers_count(inputs)
	if (locale === "es") return es_page_fix_followers_count(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_followers_count(inputs)
	if (locale === "ja") return ja_page_fix_followers_count(inputs)
	if (locale === "ar") return ar_page_fix_followers_count(inputs)
	return en_page_fix_followers_count(inputs)
});