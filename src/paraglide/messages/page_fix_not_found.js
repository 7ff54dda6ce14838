/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Not_FoundInputs */

const en_page_fix_not_found = /** @type {(inputs: Page_Fix_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page not found`)
};

const fr_page_fix_not_found = /** @type {(inputs: Page_Fix_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page introuvable`)
};

const de_page_fix_not_found = /** @type {(inputs: Page_Fix_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seite nicht gefunden`)
};

const es_page_fix_not_found = /** @type {(inputs: Page_Fix_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Página no encontrada`)
};

const pt_br2_page_fix_not_found = /** @type {(inputs: Page_Fix_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Página não encontrada`)
};

const ja_page_fix_not_found = /** @type {(inputs: Page_Fix_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ページが見つかりません`)
};

const ar_page_fix_not_found = /** @type {(inputs: Page_Fix_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الصفحة غير موجودة`)
};

/**
* | output |
* | --- |
* | "Page not found" |
*
* @param {Page_Fix_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_not_found = /** @type {((inputs?: Page_Fix_Not_FoundInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Not_FoundInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_not_found(inputs)
	if (locale === "de") return de_page_fix_not_found(inputs)
	if (locale === "es") return es_page_fix_not_found(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_not_found(inputs)
	if (locale === "ja") return ja_page_fix_not_found(inputs)
	if (locale === "ar") return ar_page_fix_not_found(inputs)
	return en_page_fix_not_found(inputs)
});