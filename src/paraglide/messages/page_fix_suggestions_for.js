/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, n: NonNullable<unknown>, q: NonNullable<unknown> }} Page_Fix_Suggestions_ForInputs */

const en_page_fix_suggestions_for = /** @type {(inputs: Page_Fix_Suggestions_ForInputs) => LocalizedString} */ (i) => {const c = registry.plural("en", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} suggestion for ${i?.q}`);
	return /** @type {LocalizedString} */ (`${i?.n} suggestions for ${i?.q}`)
	
};

const fr_page_fix_suggestions_for = /** @type {(inputs: Page_Fix_Suggestions_ForInputs) => LocalizedString} */ (i) => {const c = registry.plural("fr", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} suggestion pour ${i?.q}`);
	return /** @type {LocalizedString} */ (`${i?.n} suggestions pour ${i?.q}`)
	
};

const de_page_fix_suggestions_for = /** @type {(inputs: Page_Fix_Suggestions_ForInputs) => LocalizedString} */ (i) => {const c = registry.plural("de", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} Vorschlag für ${i?.q}`);
	return /** @type {LocalizedString} */ (`${i?.n} Vorschläge für ${i?.q}`)
	
};

const es_page_fix_suggestions_for = /** @type {(inputs: Page_Fix_Suggestions_ForInputs) => LocalizedString} */ (i) => {const c = registry.plural("es", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} sugerencia para ${i?.q}`);
	return /** @type {LocalizedString} */ (`${i?.n} sugerencias para ${i?.q}`)
	
};

const pt_br2_page_fix_suggestions_for = /** @type {(inputs: Page_Fix_Suggestions_ForInputs) => LocalizedString} */ (i) => {const c = registry.plural("pt-BR", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`${i?.n} sugestão para ${i?.q}`);
	return /** @type {LocalizedString} */ (`${i?.n} sugestões para ${i?.q}`)
	
};

const ja_page_fix_suggestions_for = /** @type {(inputs: Page_Fix_Suggestions_ForInputs) => LocalizedString} */ (i) => {
	const c = registry.plural("ja", i?.count, {});return /** @type {LocalizedString} */ (`${i?.q} の候補 ${i?.n} 件`)
};

const ar_page_fix_suggestions_for = /** @type {(inputs: Page_Fix_Suggestions_ForInputs) => LocalizedString} */ (i) => {const c = registry.plural("ar", i?.count, {});
	if (c === "one") return /** @type {LocalizedString} */ (`اقتراح واحد لـ${i?.q}`);
	if (c === "two") return /** @type {LocalizedString} */ (`اقتراحان لـ${i?.q}`);
	if (c === "few") return /** @type {LocalizedString} */ (`${i?.n} اقتراحات لـ${i?.q}`);
	if (c === "many") return /** @type {LocalizedString} */ (`${i?.n} اقتراحًا لـ${i?.q}`);
	return /** @type {LocalizedString} */ (`${i?.n} اقتراح لـ${i?.q}`)
	
};

/**
* | c | output |
* | --- | --- |
* | "one" | "{n} suggestion for {q}" |
* | * | "{n} suggestions for {q}" |
*
* @param {Page_Fix_Suggestions_ForInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_suggestions_for = /** @type {((inputs: Page_Fix_Suggestions_ForInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Suggestions_ForInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_suggestions_for(inputs)
	if (locale === "de") return de_page_fix_suggestions_for(inputs)
	if (locale === "es") return es_page_fix_suggestions_for(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_suggestions_for(inputs)
	if (locale === "ja") return ja_page_fix_suggestions_for(inputs)
	if (locale === "ar") return ar_page_fix_suggestions_for(inputs)
	return en_page_fix_suggestions_for(inputs)
});