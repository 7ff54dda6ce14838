/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Page_Fix_Preview_TitleInputs */

const en_page_fix_preview_title = /** @type {(inputs: Page_Fix_Preview_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Preview: ${i?.title}`)
};

const fr_page_fix_preview_title = /** @type {(inputs: Page_Fix_Preview_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aperçu : ${i?.title}`)
};

const de_page_fix_preview_title = /** @type {(inputs: Page_Fix_Preview_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vorschau: ${i?.title}`)
};

const es_page_fix_preview_title = /** @type {(inputs: Page_Fix_Preview_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vista previa: ${i?.title}`)
};

const pt_br2_page_fix_preview_title = /** @type {(inputs: Page_Fix_Preview_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pré-visualização: ${i?.title}`)
};

const ja_page_fix_preview_title = /** @type {(inputs: Page_Fix_Preview_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`プレビュー：${i?.title}`)
};

const ar_page_fix_preview_title = /** @type {(inputs: Page_Fix_Preview_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`معاينة: ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Preview: {title}" |
*
* @param {Page_Fix_Preview_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_preview_title = /** @type {((inputs: Page_Fix_Preview_TitleInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Preview_TitleInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_preview_title(inputs)
	if (locale === "de") return de_page_fix_preview_title(inputs)
	if (locale === "es") return es_page_fix_preview_title(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_preview_title(inputs)
	if (locale === "ja") return ja_page_fix_preview_title(inputs)
	if (locale === "ar") return ar_page_fix_preview_title(inputs)
	return en_page_fix_preview_title(inputs)
});