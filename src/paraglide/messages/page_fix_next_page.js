/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Next_PageInputs */

const en_page_fix_next_page = /** @type {(inputs: Page_Fix_Next_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next page`)
};

const fr_page_fix_next_page = /** @type {(inputs: Page_Fix_Next_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page suivante`)
};

const de_page_fix_next_page = /** @type {(inputs: Page_Fix_Next_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nächste Seite`)
};

const es_page_fix_next_page = /** @type {(inputs: Page_Fix_Next_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Página siguiente`)
};

const pt_br2_page_fix_next_page = /** @type {(inputs: Page_Fix_Next_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Próxima página`)
};

const ja_page_fix_next_page = /** @type {(inputs: Page_Fix_Next_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`次のページ`)
};

const ar_page_fix_next_page = /** @type {(inputs: Page_Fix_Next_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الصفحة التالية`)
};

/**
* | output |
* | --- |
* | "Next page" |
*
* @param {Page_Fix_Next_PageInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_next_page = /** @type {((inputs?: Page_Fix_Next_PageInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Next_PageInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_next_page(inputs)
	if (locale === "de") return de_page_fix_next_page(inputs)
	if (locale === "es") return es_page_fix_next_page(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_next_page(inputs)
	if (locale === "ja") return ja_page_fix_next_page(inputs)
	if (locale === "ar") return ar_page_fix_next_page(inputs)
	return en_page_fix_next_page(inputs)
});