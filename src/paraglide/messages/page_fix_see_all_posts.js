/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, n: NonNullable<unknown> }} Page_Fix_See_All_PostsInputs */

const en_page_fix_see_all_posts = /** @type {(inputs: Page_Fix_See_All_PostsInputs) => LocalizedString} */ (i) => {
	const c = registry.plural("en", i?.count, {});return /** @type {LocalizedString} */ (`See all ${i?.n} posts`)
};

const fr_page_fix_see_all_posts = /** @type {(inputs: Page_Fix_See_All_PostsInputs) => LocalizedString} */ (i) => {const c = registry.plural("fr", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`Voir l'histoire`);
	return /** @type {LocalizedString} */ (`Voir les ${i?.n} histoires`)
	
};

const de_page_fix_see_all_posts = /** @type {(inputs: Page_Fix_See_All_PostsInputs) => LocalizedString} */ (i) => {const c = registry.plural("de", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`Die ${i?.n} Geschichte ansehen`);
	return /** @type {LocalizedString} */ (`Alle ${i?.n} Geschichten ansehen`)
	
};

const es_page_fix_see_all_posts = /** @type {(inputs: Page_Fix_See_All_PostsInputs) => LocalizedString} */ (i) => {const c = registry.plural("es", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`Ver ${i?.n} historia`);
	return /** @type {LocalizedString} */ (`Ver las ${i?.n} historias`)
	
};

const pt_br2_page_fix_see_all_posts = /** @type {(inputs: Page_Fix_See_All_PostsInputs) => LocalizedString} */ (i) => {const c = registry.plural("pt-BR", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`Ver ${i?.n} história`);
	return /** @type {LocalizedString} */ (`Ver as ${i?.n} histórias`)
	
};

const ja_page_fix_see_all_posts = /** @type {(inputs: Page_Fix_See_All_PostsInputs) => LocalizedString} */ (i) => {
	const c = registry.plural("ja", i?.count, {});return /** @type {LocalizedString} */ (`${i?.n} 件のストーリーをすべて見る`)
};

const ar_page_fix_see_all_posts = /** @type {(inputs: Page_Fix_See_All_PostsInputs) => LocalizedString} */ (i) => {const c = registry.plural("ar", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`عرض القصة`);
	if (c === "two") return /** @type {LocalizedString} */ (`عرض القصتين`);
	if (c === "few") return /** @type {LocalizedString} */ (`عرض القصص الـ${i?.n}`);
	return /** @type {LocalizedString} */ (`عرض القصص الـ${i?.n}`)
	
};

/**
* | c | output |
* | --- | --- |
* | * | "See all {n} posts" |
*
* @param {Page_Fix_See_All_PostsInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_see_all_posts = /** @type {((inputs: Page_Fix_See_All_PostsInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_See_All_PostsInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_see_all_posts(inputs)
	if (locale === "de") return de_page_fix_see_all_posts(inputs)
	if (locale === "es") return es_page_fix_see_all_posts(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_see_all_posts(inputs)
	if (locale === "ja") return ja_page_fix_see_all_posts(inputs)
	if (locale === "ar") return ar_page_fix_see_all_posts(inputs)
	return en_page_fix_see_all_posts(inputs)
});