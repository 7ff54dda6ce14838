/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_PreviewInputs */

const en_ed_preview = /** @type {(inputs: Ed_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preview`)
};

const fr_ed_preview = /** @type {(inputs: Ed_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aperçu`)
};

const de_ed_preview = /** @type {(inputs: Ed_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorschau`)
};

const es_ed_preview = /** @type {(inputs: Ed_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vista previa`)
};

const pt_br2_ed_preview = /** @type {(inputs: Ed_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pré-visualizar`)
};

const ja_ed_preview = /** @type {(inputs: Ed_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`プレビュー`)
};

const ar_ed_preview = /** @type {(inputs: Ed_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`معاينة`)
};

/**
* | output |
* | --- |
* | "Preview" |
*
* @param {Ed_PreviewInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_preview = /** @type {((inputs?: Ed_PreviewInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_PreviewInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_preview(inputs)
	if (locale === "de") return de_ed_preview(inputs)
	if (locale === "es") return es_ed_preview(inputs)
	if (locale === "pt-BR") return pt_br2_ed_preview(inputs)
	if (locale === "ja") return ja_ed_preview(inputs)
	if (locale === "ar") return ar_ed_preview(inputs)
	return en_ed_preview(inputs)
});