/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ q: NonNullable<unknown> }} Page_Fix_Search_Description_QInputs */

const en_page_fix_search_description_q = /** @type {(inputs: Page_Fix_Search_Description_QInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stories and people matching “${i?.q}”.`)
};

const fr_page_fix_search_description_q = /** @type {(inputs: Page_Fix_Search_Description_QInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Histoires et personnes correspondant à « ${i?.q} ».`)
};

const de_page_fix_search_description_q = /** @type {(inputs: Page_Fix_Search_Description_QInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Geschichten und Personen zu „${i?.q}“.`)
};

const es_page_fix_search_description_q = /** @type {(inputs: Page_Fix_Search_Description_QInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Historias y personas que coinciden con «${i?.q}».`)
};

const pt_br2_page_fix_search_description_q = /** @type {(inputs: Page_Fix_Search_Description_QInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Histórias e pessoas que correspondem a “${i?.q}”.`)
};

const ja_page_fix_search_description_q = /** @type {(inputs: Page_Fix_Search_Description_QInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`「${i?.q}」に一致するストーリーと人。`)
};

const ar_page_fix_search_description_q = /** @type {(inputs: Page_Fix_Search_Description_QInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`قصص وأشخاص يطابقون «${i?.q}».`)
};

/**
* | output |
* | --- |
* | "Stories and people matching “{q}”." |
*
* @param {Page_Fix_Search_Description_QInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_search_description_q = /** @type {((inputs: Page_Fix_Search_Description_QInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Search_Description_QInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_search_description_q(inputs)
	if (locale === "de") return de_page_fix_search_description_q(inputs)
	if (locale === "es") return es_page_fix_search_description_q(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_search_description_q(inputs)
	if (locale === "ja") return ja_page_fix_search_description_q(inputs)
	if (locale === "ar") return ar_page_fix_search_description_q(inputs)
	return en_page_fix_search_description_q(inputs)
});