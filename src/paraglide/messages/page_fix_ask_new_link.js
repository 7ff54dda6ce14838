/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Ask_New_LinkInputs */

const en_page_fix_ask_new_link = /** @type {(inputs: Page_Fix_Ask_New_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask for a new one`)
};

const fr_page_fix_ask_new_link = /** @type {(inputs: Page_Fix_Ask_New_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demandez-en un nouveau`)
};

const de_page_fix_ask_new_link = /** @type {(inputs: Page_Fix_Ask_New_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einen neuen anfordern`)
};

const es_page_fix_ask_new_link = /** @type {(inputs: Page_Fix_Ask_New_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pide uno nuevo`)
};

const pt_br2_page_fix_ask_new_link = /** @type {(inputs: Page_Fix_Ask_New_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peça um novo`)
};

const ja_page_fix_ask_new_link = /** @type {(inputs: Page_Fix_Ask_New_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新しいリンクを申請する`)
};

const ar_page_fix_ask_new_link = /** @type {(inputs: Page_Fix_Ask_New_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اطلب رابطًا جديدًا`)
};

/**
* | output |
* | --- |
* | "Ask for a new one" |
*
* @param {Page_Fix_Ask_New_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_ask_new_link = /** @type {((inputs?: Page_Fix_Ask_New_LinkInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Ask_New_LinkInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_ask_new_link(inputs)
	if (locale === "de") return de_page_fix_ask_new_link(inputs)
	if (locale === "es") return es_page_fix_ask_new_link(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_ask_new_link(inputs)
	if (locale === "ja") return ja_page_fix_ask_new_link(inputs)
	if (locale === "ar") return ar_page_fix_ask_new_link(inputs)
	return en_page_fix_ask_new_link(inputs)
});