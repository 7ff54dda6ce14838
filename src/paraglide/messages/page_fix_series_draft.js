/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Series_DraftInputs */

const en_page_fix_series_draft = /** @type {(inputs: Page_Fix_Series_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (draft)`)
};

const fr_page_fix_series_draft = /** @type {(inputs: Page_Fix_Series_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (brouillon)`)
};

const de_page_fix_series_draft = /** @type {(inputs: Page_Fix_Series_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (Entwurf)`)
};

const es_page_fix_series_draft = /** @type {(inputs: Page_Fix_Series_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (borrador)`)
};

const pt_br2_page_fix_series_draft = /** @type {(inputs: Page_Fix_Series_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (rascunho)`)
};

const ja_page_fix_series_draft = /** @type {(inputs: Page_Fix_Series_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`（下書き）`)
};

const ar_page_fix_series_draft = /** @type {(inputs: Page_Fix_Series_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (مسودة)`)
};

/**
* | output |
* | --- |
* | "(draft)" |
*
* @param {Page_Fix_Series_DraftInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_series_draft = /** @type {((inputs?: Page_Fix_Series_DraftInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Series_DraftInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_series_draft(inputs)
	if (locale === "de") return de_page_fix_series_draft(inputs)
	if (locale === "es") return es_page_fix_series_draft(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_series_draft(inputs)
	if (locale === "ja") return ja_page_fix_series_draft(inputs)
	if (locale === "ar") return ar_page_fix_series_draft(inputs)
	return en_page_fix_series_draft(inputs)
});