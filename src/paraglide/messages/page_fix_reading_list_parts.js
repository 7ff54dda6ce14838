/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Reading_List_PartsInputs */

const en_page_fix_reading_list_parts = /** @type {(inputs: Page_Fix_Reading_List_PartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading list parts`)
};

const fr_page_fix_reading_list_parts = /** @type {(inputs: Page_Fix_Reading_List_PartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parties de la liste de lecture`)
};

const de_page_fix_reading_list_parts = /** @type {(inputs: Page_Fix_Reading_List_PartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bereiche der Leseliste`)
};

const es_page_fix_reading_list_parts = /** @type {(inputs: Page_Fix_Reading_List_PartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partes de la lista de lectura`)
};

const pt_br2_page_fix_reading_list_parts = /** @type {(inputs: Page_Fix_Reading_List_PartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partes da lista de leitura`)
};

const ja_page_fix_reading_list_parts = /** @type {(inputs: Page_Fix_Reading_List_PartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`リーディングリストの区分`)
};

const ar_page_fix_reading_list_parts = /** @type {(inputs: Page_Fix_Reading_List_PartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أقسام قائمة القراءة`)
};

/**
* | output |
* | --- |
* | "Reading list parts" |
*
* @param {Page_Fix_Reading_List_PartsInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_reading_list_parts = /** @type {((inputs?: Page_Fix_Reading_List_PartsInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Reading_List_PartsInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_reading_list_parts(inputs)
	if (locale === "de") return de_page_fix_reading_list_parts(inputs)
	if (locale === "es") return es_page_fix_reading_list_parts(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_reading_list_parts(inputs)
	if (locale === "ja") return ja_page_fix_reading_list_parts(inputs)
	if (locale === "ar") return ar_page_fix_reading_list_parts(inputs)
	return en_page_fix_reading_list_parts(inputs)
});