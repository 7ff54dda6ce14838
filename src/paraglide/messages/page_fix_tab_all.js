/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Tab_AllInputs */

const en_page_fix_tab_all = /** @type {(inputs: Page_Fix_Tab_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All`)
};

const fr_page_fix_tab_all = /** @type {(inputs: Page_Fix_Tab_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout`)
};

const de_page_fix_tab_all = /** @type {(inputs: Page_Fix_Tab_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle`)
};

const es_page_fix_tab_all = /** @type {(inputs: Page_Fix_Tab_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todo`)
};

const pt_br2_page_fix_tab_all = /** @type {(inputs: Page_Fix_Tab_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tudo`)
};

const ja_page_fix_tab_all = /** @type {(inputs: Page_Fix_Tab_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`すべて`)
};

const ar_page_fix_tab_all = /** @type {(inputs: Page_Fix_Tab_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الكل`)
};

/**
* | output |
* | --- |
* | "All" |
*
* @param {Page_Fix_Tab_AllInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_tab_all = /** @type {((inputs?: Page_Fix_Tab_AllInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Tab_AllInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_tab_all(inputs)
	if (locale === "de") return de_page_fix_tab_all(inputs)
	if (locale === "es") return es_page_fix_tab_all(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_tab_all(inputs)
	if (locale === "ja") return ja_page_fix_tab_all(inputs)
	if (locale === "ar") return ar_page_fix_tab_all(inputs)
	return en_page_fix_tab_all(inputs)
});