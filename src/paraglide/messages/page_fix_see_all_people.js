/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, n: NonNullable<unknown> }} Page_Fix_See_All_PeopleInputs */

const en_page_fix_see_all_people = /** @type {(inputs: Page_Fix_See_All_PeopleInputs) => LocalizedString} */ (i) => {
	const c = registry.plural("en", i?.count, {});return /** @type {LocalizedString} */ (`See all ${i?.n} people`)
};

const fr_page_fix_see_all_people = /** @type {(inputs: Page_Fix_See_All_PeopleInputs) => LocalizedString} */ (i) => {const c = registry.plural("fr", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`Voir la personne`);
	return /** @type {LocalizedString} */ (`Voir les ${i?.n} personnes`)
	
};

const de_page_fix_see_all_people = /** @type {(inputs: Page_Fix_See_All_PeopleInputs) => LocalizedString} */ (i) => {const c = registry.plural("de", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`Die ${i?.n} Person ansehen`);
	return /** @type {LocalizedString} */ (`Alle ${i?.n} Personen ansehen`)
	
};

const es_page_fix_see_all_people = /** @type {(inputs: Page_Fix_See_All_PeopleInputs) => LocalizedString} */ (i) => {const c = registry.plural("es", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`Ver ${i?.n} persona`);
	return /** @type {LocalizedString} */ (`Ver las ${i?.n} personas`)
	
};

const pt_br2_page_fix_see_all_people = /** @type {(inputs: Page_Fix_See_All_PeopleInputs) => LocalizedString} */ (i) => {const c = registry.plural("pt-BR", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`Ver ${i?.n} pessoa`);
	return /** @type {LocalizedString} */ (`Ver as ${i?.n} pessoas`)
	
};

const ja_page_fix_see_all_people = /** @type {(inputs: Page_Fix_See_All_PeopleInputs) => LocalizedString} */ (i) => {
	const c = registry.plural("ja", i?.count, {});return /** @type {LocalizedString} */ (`${i?.n} 人をすべて見る`)
};

const ar_page_fix_see_all_people = /** @type {(inputs: Page_Fix_See_All_PeopleInputs) => LocalizedString} */ (i) => {const c = registry.plural("ar", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`عرض الشخص`);
	if (c === "two") return /** @type {LocalizedString} */ (`عرض الشخصين`);
	if (c === "few") return /** @type {LocalizedString} */ (`عرض الأشخاص الـ${i?.n}`);
	return /** @type {LocalizedString} */ (`عرض الأشخاص الـ${i?.n}`)
	
};

/**
* | c | output |
* | --- | --- |
* | * | "See all {n} people" |
*
* @param {Page_Fix_See_All_PeopleInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_see_all_people = /** @type {((inputs: Page_Fix_See_All_PeopleInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_See_All_PeopleInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_see_all_people(inputs)
	if (locale === "de") return de_page_fix_see_all_people(inputs)
	if (locale === "es") return es_page_fix_see_all_people(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_see_all_people(inputs)
	if (locale === "ja") return ja_page_fix_see_all_people(inputs)
	if (locale === "ar") return ar_page_fix_see_all_people(inputs)
	return en_page_fix_see_all_people(inputs)
});