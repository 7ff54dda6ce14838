/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Cannot_PreviewInputs */

const en_page_fix_cannot_preview = /** @type {(inputs: Page_Fix_Cannot_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This story cannot be previewed yet.`)
};

const fr_page_fix_cannot_preview = /** @type {(inputs: Page_Fix_Cannot_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette histoire ne peut pas encore être prévisualisée.`)
};

const de_page_fix_cannot_preview = /** @type {(inputs: Page_Fix_Cannot_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für diese Geschichte gibt es noch keine Vorschau.`)
};

const es_page_fix_cannot_preview = /** @type {(inputs: Page_Fix_Cannot_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta historia aún no se puede previsualizar.`)
};

const pt_br2_page_fix_cannot_preview = /** @type {(inputs: Page_Fix_Cannot_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta história ainda não pode ser pré-visualizada.`)
};

const ja_page_fix_cannot_preview = /** @type {(inputs: Page_Fix_Cannot_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`このストーリーはまだプレビューできません。`)
};

const ar_page_fix_cannot_preview = /** @type {(inputs: Page_Fix_Cannot_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يمكن معاينة هذه القصة بعد.`)
};

/**
* | output |
* | --- |
* | "This story cannot be previewed yet." |
*
* @param {Page_Fix_Cannot_PreviewInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_cannot_preview = /** @type {((inputs?: Page_Fix_Cannot_PreviewInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Cannot_PreviewInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_cannot_preview(inputs)
	if (locale === "de") return de_page_fix_cannot_preview(inputs)
	if (locale === "es") return es_page_fix_cannot_preview(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_cannot_preview(inputs)
	if (locale === "ja") return ja_page_fix_cannot_preview(inputs)
	if (locale === "ar") return ar_page_fix_cannot_preview(inputs)
	return en_page_fix_cannot_preview(inputs)
});