/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_NextInputs */

const en_page_fix_next = /** @type {(inputs: Page_Fix_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next`)
};

const fr_page_fix_next = /** @type {(inputs: Page_Fix_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suivante`)
};

const de_page_fix_next = /** @type {(inputs: Page_Fix_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weiter`)
};

const es_page_fix_next = /** @type {(inputs: Page_Fix_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Siguiente`)
};

const pt_br2_page_fix_next = /** @type {(inputs: Page_Fix_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Próxima`)
};

const ja_page_fix_next = /** @type {(inputs: Page_Fix_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`次へ`)
};

const ar_page_fix_next = /** @type {(inputs: Page_Fix_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`التالي`)
};

/**
* | output |
* | --- |
* | "Next" |
*
* @param {Page_Fix_NextInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_next = /** @type {((inputs?: Page_Fix_NextInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_NextInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_next(inputs)
	if (locale === "de") return de_page_fix_next(inputs)
	if (locale === "es") return es_page_fix_next(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_next(inputs)
	if (locale === "ja") return ja_page_fix_next(inputs)
	if (locale === "ar") return ar_page_fix_next(inputs)
	return en_page_fix_next(inputs)
});