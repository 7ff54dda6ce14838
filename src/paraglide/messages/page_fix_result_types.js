/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Result_TypesInputs */

const en_page_fix_result_types = /** @type {(inputs: Page_Fix_Result_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Result types`)
};

const fr_page_fix_result_types = /** @type {(inputs: Page_Fix_Result_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Types de résultats`)
};

const de_page_fix_result_types = /** @type {(inputs: Page_Fix_Result_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ergebnisarten`)
};

const es_page_fix_result_types = /** @type {(inputs: Page_Fix_Result_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipos de resultados`)
};

const pt_br2_page_fix_result_types = /** @type {(inputs: Page_Fix_Result_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipos de resultado`)
};

const ja_page_fix_result_types = /** @type {(inputs: Page_Fix_Result_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`結果の種類`)
};

const ar_page_fix_result_types = /** @type {(inputs: Page_Fix_Result_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أنواع النتائج`)
};

/**
* | output |
* | --- |
* | "Result types" |
*
* @param {Page_Fix_Result_TypesInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_result_types = /** @type {((inputs?: Page_Fix_Result_TypesInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Result_TypesInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_result_types(inputs)
	if (locale === "de") return de_page_fix_result_types(inputs)
	if (locale === "es") return es_page_fix_result_types(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_result_types(inputs)
	if (locale === "ja") return ja_page_fix_result_types(inputs)
	if (locale === "ar") return ar_page_fix_result_types(inputs)
	return en_page_fix_result_types(inputs)
});