/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ page: NonNullable<unknown>, pages: NonNullable<unknown> }} Page_Fix_Page_OfInputs */

const en_page_fix_page_of = /** @type {(inputs: Page_Fix_Page_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page} of ${i?.pages}`)
};

const fr_page_fix_page_of = /** @type {(inputs: Page_Fix_Page_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page} sur ${i?.pages}`)
};

const de_page_fix_page_of = /** @type {(inputs: Page_Fix_Page_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seite ${i?.page} von ${i?.pages}`)
};

const es_page_fix_page_of = /** @type {(inputs: Page_Fix_Page_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Página ${i?.page} de ${i?.pages}`)
};

const pt_br2_page_fix_page_of = /** @type {(inputs: Page_Fix_Page_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Página ${i?.page} de ${i?.pages}`)
};

const ja_page_fix_page_of = /** @type {(inputs: Page_Fix_Page_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.pages} ページ中 ${i?.page} ページ目`)
};

const ar_page_fix_page_of = /** @type {(inputs: Page_Fix_Page_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الصفحة ${i?.page} من ${i?.pages}`)
};

/**
* | output |
* | --- |
* | "Page {page} of {pages}" |
*
* @param {Page_Fix_Page_OfInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_page_of = /** @type {((inputs: Page_Fix_Page_OfInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Page_OfInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_page_of(inputs)
	if (locale === "de") return de_page_fix_page_of(inputs)
	if (locale === "es") return es_page_fix_page_of(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_page_of(inputs)
	if (locale === "ja") return ja_page_fix_page_of(inputs)
	if (locale === "ar") return ar_page_fix_page_of(inputs)
	return en_page_fix_page_of(inputs)
});