/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_HandleInputs */

const en_page_fix_handle = /** @type {(inputs: Page_Fix_HandleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Handle`)
};

const fr_page_fix_handle = /** @type {(inputs: Page_Fix_HandleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identifiant`)
};

const de_page_fix_handle = /** @type {(inputs: Page_Fix_HandleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Handle`)
};

const es_page_fix_handle = /** @type {(inputs: Page_Fix_HandleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identificador`)
};

const pt_br2_page_fix_handle = /** @type {(inputs: Page_Fix_HandleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identificador`)
};

const ja_page_fix_handle = /** @type {(inputs: Page_Fix_HandleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ハンドル`)
};

const ar_page_fix_handle = /** @type {(inputs: Page_Fix_HandleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المعرّف`)
};

/**
* | output |
* | --- |
* | "Handle" |
*
* @param {Page_Fix_HandleInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_handle = /** @type {((inputs?: Page_Fix_HandleInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_HandleInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_handle(inputs)
	if (locale === "de") return de_page_fix_handle(inputs)
	if (locale === "es") return es_page_fix_handle(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_handle(inputs)
	if (locale === "ja") return ja_page_fix_handle(inputs)
	if (locale === "ar") return ar_page_fix_handle(inputs)
	return en_page_fix_handle(inputs)
});