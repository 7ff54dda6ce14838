/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Search_Empty_TitleInputs */

const en_page_fix_search_empty_title = /** @type {(inputs: Page_Fix_Search_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find stories and people`)
};

const fr_page_fix_search_empty_title = /** @type {(inputs: Page_Fix_Search_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trouvez des histoires et des personnes`)
};

const de_page_fix_search_empty_title = /** @type {(inputs: Page_Fix_Search_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geschichten und Personen finden`)
};

const es_page_fix_search_empty_title = /** @type {(inputs: Page_Fix_Search_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Encuentra historias y personas`)
};

const pt_br2_page_fix_search_empty_title = /** @type {(inputs: Page_Fix_Search_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Encontre histórias e pessoas`)
};

const ja_page_fix_search_empty_title = /** @type {(inputs: Page_Fix_Search_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ストーリーと人を探す`)
};

const ar_page_fix_search_empty_title = /** @type {(inputs: Page_Fix_Search_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اعثر على قصص وأشخاص`)
};

/**
* | output |
* | --- |
* | "Find stories and people" |
*
* @param {Page_Fix_Search_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_search_empty_title = /** @type {((inputs?: Page_Fix_Search_Empty_TitleInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Search_Empty_TitleInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_search_empty_title(inputs)
	if (locale === "de") return de_page_fix_search_empty_title(inputs)
	if (locale === "es") return es_page_fix_search_empty_title(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_search_empty_title(inputs)
	if (locale === "ja") return ja_page_fix_search_empty_title(inputs)
	if (locale === "ar") return ar_page_fix_search_empty_title(inputs)
	return en_page_fix_search_empty_title(inputs)
});