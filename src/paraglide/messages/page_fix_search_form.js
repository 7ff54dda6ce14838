/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Search_FormInputs */

const en_page_fix_search_form = /** @type {(inputs: Page_Fix_Search_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search stories and people`)
};

const fr_page_fix_search_form = /** @type {(inputs: Page_Fix_Search_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chercher des histoires et des personnes`)
};

const de_page_fix_search_form = /** @type {(inputs: Page_Fix_Search_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geschichten und Personen suchen`)
};

const es_page_fix_search_form = /** @type {(inputs: Page_Fix_Search_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar historias y personas`)
};

const pt_br2_page_fix_search_form = /** @type {(inputs: Page_Fix_Search_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar histórias e pessoas`)
};

const ja_page_fix_search_form = /** @type {(inputs: Page_Fix_Search_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ストーリーと人を検索`)
};

const ar_page_fix_search_form = /** @type {(inputs: Page_Fix_Search_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`البحث عن القصص والأشخاص`)
};

/**
* | output |
* | --- |
* | "Search stories and people" |
*
* @param {Page_Fix_Search_FormInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_search_form = /** @type {((inputs?: Page_Fix_Search_FormInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Search_FormInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_search_form(inputs)
	if (locale === "de") return de_page_fix_search_form(inputs)
	if (locale === "es") return es_page_fix_search_form(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_search_form(inputs)
	if (locale === "ja") return ja_page_fix_search_form(inputs)
	if (locale === "ar") return ar_page_fix_search_form(inputs)
	return en_page_fix_search_form(inputs)
});