/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Kind_PersonInputs */

const en_page_fix_kind_person = /** @type {(inputs: Page_Fix_Kind_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Person`)
};

const fr_page_fix_kind_person = /** @type {(inputs: Page_Fix_Kind_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personne`)
};

const de_page_fix_kind_person = /** @type {(inputs: Page_Fix_Kind_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Person`)
};

const es_page_fix_kind_person = /** @type {(inputs: Page_Fix_Kind_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Persona`)
};

const pt_br2_page_fix_kind_person = /** @type {(inputs: Page_Fix_Kind_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pessoa`)
};

const ja_page_fix_kind_person = /** @type {(inputs: Page_Fix_Kind_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`人`)
};

const ar_page_fix_kind_person = /** @type {(inputs: Page_Fix_Kind_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شخص`)
};

/**
* | output |
* | --- |
* | "Person" |
*
* @param {Page_Fix_Kind_PersonInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_kind_person = /** @type {((inputs?: Page_Fix_Kind_PersonInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Kind_PersonInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_kind_person(inputs)
	if (locale === "de") return de_page_fix_kind_person(inputs)
	if (locale === "es") return es_page_fix_kind_person(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_kind_person(inputs)
	if (locale === "ja") return ja_page_fix_kind_person(inputs)
	if (locale === "ar") return ar_page_fix_kind_person(inputs)
	return en_page_fix_kind_person(inputs)
});