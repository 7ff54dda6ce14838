/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Tab_PeopleInputs */

const en_page_fix_tab_people = /** @type {(inputs: Page_Fix_Tab_PeopleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`People`)
};

const fr_page_fix_tab_people = /** @type {(inputs: Page_Fix_Tab_PeopleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personnes`)
};

const de_page_fix_tab_people = /** @type {(inputs: Page_Fix_Tab_PeopleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personen`)
};

const es_page_fix_tab_people = /** @type {(inputs: Page_Fix_Tab_PeopleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personas`)
};

const pt_br2_page_fix_tab_people = /** @type {(inputs: Page_Fix_Tab_PeopleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pessoas`)
};

const ja_page_fix_tab_people = /** @type {(inputs: Page_Fix_Tab_PeopleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`人`)
};

const ar_page_fix_tab_people = /** @type {(inputs: Page_Fix_Tab_PeopleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الأشخاص`)
};

/**
* | output |
* | --- |
* | "People" |
*
* @param {Page_Fix_Tab_PeopleInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_tab_people = /** @type {((inputs?: Page_Fix_Tab_PeopleInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Tab_PeopleInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_tab_people(inputs)
	if (locale === "de") return de_page_fix_tab_people(inputs)
	if (locale === "es") return es_page_fix_tab_people(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_tab_people(inputs)
	if (locale === "ja") return ja_page_fix_tab_people(inputs)
	if (locale === "ar") return ar_page_fix_tab_people(inputs)
	return en_page_fix_tab_people(inputs)
});