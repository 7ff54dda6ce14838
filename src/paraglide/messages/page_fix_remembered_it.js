/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Remembered_ItInputs */

const en_page_fix_remembered_it = /** @type {(inputs: Page_Fix_Remembered_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remembered it?`)
};

const fr_page_fix_remembered_it = /** @type {(inputs: Page_Fix_Remembered_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous vous en souvenez ?`)
};

const de_page_fix_remembered_it = /** @type {(inputs: Page_Fix_Remembered_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doch wieder eingefallen?`)
};

const es_page_fix_remembered_it = /** @type {(inputs: Page_Fix_Remembered_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿La recordaste?`)
};

const pt_br2_page_fix_remembered_it = /** @type {(inputs: Page_Fix_Remembered_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lembrou?`)
};

const ja_page_fix_remembered_it = /** @type {(inputs: Page_Fix_Remembered_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`思い出しましたか？`)
};

const ar_page_fix_remembered_it = /** @type {(inputs: Page_Fix_Remembered_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تذكّرتها؟`)
};

/**
* | output |
* | --- |
* | "Remembered it?" |
*
* @param {Page_Fix_Remembered_ItInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_remembered_it = /** @type {((inputs?: Page_Fix_Remembered_ItInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Remembered_ItInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_remembered_it(inputs)
	if (locale === "de") return de_page_fix_remembered_it(inputs)
	if (locale === "es") return es_page_fix_remembered_it(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_remembered_it(inputs)
	if (locale === "ja") return ja_page_fix_remembered_it(inputs)
	if (locale === "ar") return ar_page_fix_remembered_it(inputs)
	return en_page_fix_remembered_it(inputs)
});