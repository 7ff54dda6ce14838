/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Nothing_To_PreviewInputs */

const en_page_fix_nothing_to_preview = /** @type {(inputs: Page_Fix_Nothing_To_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing to preview`)
};

const fr_page_fix_nothing_to_preview = /** @type {(inputs: Page_Fix_Nothing_To_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien à prévisualiser`)
};

const de_page_fix_nothing_to_preview = /** @type {(inputs: Page_Fix_Nothing_To_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nichts für die Vorschau`)
};

const es_page_fix_nothing_to_preview = /** @type {(inputs: Page_Fix_Nothing_To_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nada que previsualizar`)
};

const pt_br2_page_fix_nothing_to_preview = /** @type {(inputs: Page_Fix_Nothing_To_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nada para pré-visualizar`)
};

const ja_page_fix_nothing_to_preview = /** @type {(inputs: Page_Fix_Nothing_To_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`プレビューするものがありません`)
};

const ar_page_fix_nothing_to_preview = /** @type {(inputs: Page_Fix_Nothing_To_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا شيء للمعاينة`)
};

/**
* | output |
* | --- |
* | "Nothing to preview" |
*
* @param {Page_Fix_Nothing_To_PreviewInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_nothing_to_preview = /** @type {((inputs?: Page_Fix_Nothing_To_PreviewInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Nothing_To_PreviewInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_nothing_to_preview(inputs)
	if (locale === "de") return de_page_fix_nothing_to_preview(inputs)
	if (locale === "es") return es_page_fix_nothing_to_preview(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_nothing_to_preview(inputs)
	if (locale === "ja") return ja_page_fix_nothing_to_preview(inputs)
	if (locale === "ar") return ar_page_fix_nothing_to_preview(inputs)
	return en_page_fix_nothing_to_preview(inputs)
});