/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Your_DraftsInputs */

const en_page_fix_your_drafts = /** @type {(inputs: Page_Fix_Your_DraftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your drafts`)
};

const fr_page_fix_your_drafts = /** @type {(inputs: Page_Fix_Your_DraftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos brouillons`)
};

const de_page_fix_your_drafts = /** @type {(inputs: Page_Fix_Your_DraftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Entwürfe`)
};

const es_page_fix_your_drafts = /** @type {(inputs: Page_Fix_Your_DraftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus borradores`)
};

const pt_br2_page_fix_your_drafts = /** @type {(inputs: Page_Fix_Your_DraftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seus rascunhos`)
};

const ja_page_fix_your_drafts = /** @type {(inputs: Page_Fix_Your_DraftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`あなたの下書き`)
};

const ar_page_fix_your_drafts = /** @type {(inputs: Page_Fix_Your_DraftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مسوداتك`)
};

/**
* | output |
* | --- |
* | "Your drafts" |
*
* @param {Page_Fix_Your_DraftsInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_your_drafts = /** @type {((inputs?: Page_Fix_Your_DraftsInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Your_DraftsInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_your_drafts(inputs)
	if (locale === "de") return de_page_fix_your_drafts(inputs)
	if (locale === "es") return es_page_fix_your_drafts(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_your_drafts(inputs)
	if (locale === "ja") return ja_page_fix_your_drafts(inputs)
	if (locale === "ar") return ar_page_fix_your_drafts(inputs)
	return en_page_fix_your_drafts(inputs)
});