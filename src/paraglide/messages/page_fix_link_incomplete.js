/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Link_IncompleteInputs */

const en_page_fix_link_incomplete = /** @type {(inputs: Page_Fix_Link_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link is incomplete.`)
};

const fr_page_fix_link_incomplete = /** @type {(inputs: Page_Fix_Link_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien est incomplet.`)
};

const de_page_fix_link_incomplete = /** @type {(inputs: Page_Fix_Link_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Link ist unvollständig.`)
};

const es_page_fix_link_incomplete = /** @type {(inputs: Page_Fix_Link_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este enlace está incompleto.`)
};

const pt_br2_page_fix_link_incomplete = /** @type {(inputs: Page_Fix_Link_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este link está incompleto.`)
};

const ja_page_fix_link_incomplete = /** @type {(inputs: Page_Fix_Link_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`このリンクは不完全です。`)
};

const ar_page_fix_link_incomplete = /** @type {(inputs: Page_Fix_Link_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هذا الرابط ناقص.`)
};

/**
* | output |
* | --- |
* | "This link is incomplete." |
*
* @param {Page_Fix_Link_IncompleteInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_link_incomplete = /** @type {((inputs?: Page_Fix_Link_IncompleteInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Link_IncompleteInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_link_incomplete(inputs)
	if (locale === "de") return de_page_fix_link_incomplete(inputs)
	if (locale === "es") return es_page_fix_link_incomplete(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_link_incomplete(inputs)
	if (locale === "ja") return ja_page_fix_link_incomplete(inputs)
	if (locale === "ar") return ar_page_fix_link_incomplete(inputs)
	return en_page_fix_link_incomplete(inputs)
});