/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_NewerInputs */

const en_page_fix_newer = /** @type {(inputs: Page_Fix_NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newer`)
};

const fr_page_fix_newer = /** @type {(inputs: Page_Fix_NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plus récentes`)
};

const de_page_fix_newer = /** @type {(inputs: Page_Fix_NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neuere`)
};

const es_page_fix_newer = /** @type {(inputs: Page_Fix_NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más recientes`)
};

const pt_br2_page_fix_newer = /** @type {(inputs: Page_Fix_NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mais recentes`)
};

const ja_page_fix_newer = /** @type {(inputs: Page_Fix_NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新しい順へ`)
};

const ar_page_fix_newer = /** @type {(inputs: Page_Fix_NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الأحدث`)
};

/**
* | output |
* | --- |
* | "Newer" |
*
* @param {Page_Fix_NewerInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_newer = /** @type {((inputs?: Page_Fix_NewerInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_NewerInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_newer(inputs)
	if (locale === "de") return de_page_fix_newer(inputs)
	if (locale === "es") return es_page_fix_newer(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_newer(inputs)
	if (locale === "ja") return ja_page_fix_newer(inputs)
	if (locale === "ar") return ar_page_fix_newer(inputs)
	return en_page_fix_newer(inputs)
});