/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Page_Fix_Series_Add_ToInputs */

const en_page_fix_series_add_to = /** @type {(inputs: Page_Fix_Series_Add_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Add a story to ${i?.title}`)
};

const fr_page_fix_series_add_to = /** @type {(inputs: Page_Fix_Series_Add_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ajouter une histoire à ${i?.title}`)
};

const de_page_fix_series_add_to = /** @type {(inputs: Page_Fix_Series_Add_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eine Geschichte zu ${i?.title} hinzufügen`)
};

const es_page_fix_series_add_to = /** @type {(inputs: Page_Fix_Series_Add_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Añadir una historia a ${i?.title}`)
};

const pt_br2_page_fix_series_add_to = /** @type {(inputs: Page_Fix_Series_Add_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Adicionar uma história a ${i?.title}`)
};

const ja_page_fix_series_add_to = /** @type {(inputs: Page_Fix_Series_Add_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} にストーリーを追加`)
};

const ar_page_fix_series_add_to = /** @type {(inputs: Page_Fix_Series_Add_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أضف قصة إلى ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Add a story to {title}" |
*
* @param {Page_Fix_Series_Add_ToInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_series_add_to = /** @type {((inputs: Page_Fix_Series_Add_ToInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Series_Add_ToInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_series_add_to(inputs)
	if (locale === "de") return de_page_fix_series_add_to(inputs)
	if (locale === "es") return es_page_fix_series_add_to(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_series_add_to(inputs)
	if (locale === "ja") return ja_page_fix_series_add_to(inputs)
	if (locale === "ar") return ar_page_fix_series_add_to(inputs)
	return en_page_fix_series_add_to(inputs)
});