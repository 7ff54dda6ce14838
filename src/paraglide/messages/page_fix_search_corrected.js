/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ q: NonNullable<unknown>, shown: NonNullable<unknown> }} Page_Fix_Search_CorrectedInputs */

const en_page_fix_search_corrected = /** @type {(inputs: Page_Fix_Search_CorrectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nothing matched “${i?.q}” exactly. Showing results for “${i?.shown}”.`)
};

const fr_page_fix_search_corrected = /** @type {(inputs: Page_Fix_Search_CorrectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rien ne correspond exactement à « ${i?.q} ». Résultats pour « ${i?.shown} ».`)
};

const de_page_fix_search_corrected = /** @type {(inputs: Page_Fix_Search_CorrectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nichts passt genau zu „${i?.q}“. Ergebnisse für „${i?.shown}“.`)
};

const es_page_fix_search_corrected = /** @type {(inputs: Page_Fix_Search_CorrectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nada coincide exactamente con «${i?.q}». Resultados para «${i?.shown}».`)
};

const pt_br2_page_fix_search_corrected = /** @type {(inputs: Page_Fix_Search_CorrectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nada corresponde exatamente a “${i?.q}”. Mostrando resultados para “${i?.shown}”.`)
};

const ja_page_fix_search_corrected = /** @type {(inputs: Page_Fix_Search_CorrectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`「${i?.q}」に完全に一致するものはありません。「${i?.shown}」の結果を表示しています。`)
};

const ar_page_fix_search_corrected = /** @type {(inputs: Page_Fix_Search_CorrectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`لا شيء يطابق «${i?.q}» تمامًا. نعرض نتائج «${i?.shown}».`)
};

/**
* | output |
* | --- |
* | "Nothing matched “{q}” exactly. Showing results for “{shown}”." |
*
* @param {Page_Fix_Search_CorrectedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_search_corrected = /** @type {((inputs: Page_Fix_Search_CorrectedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Search_CorrectedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_search_corrected(inputs)
	if (locale === "de") return de_page_fix_search_corrected(inputs)
	if (locale === "es") return es_page_fix_search_corrected(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_search_corrected(inputs)
	if (locale === "ja") return ja_page_fix_search_corrected(inputs)
	if (locale === "ar") return ar_page_fix_search_corrected(inputs)
	return en_page_fix_search_corrected(inputs)
});