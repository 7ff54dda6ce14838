/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Subtitle_PlaceholderInputs */

const en_ed_subtitle_placeholder = /** @type {(inputs: Ed_Subtitle_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subtitle (optional)`)
};

const fr_ed_subtitle_placeholder = /** @type {(inputs: Ed_Subtitle_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sous-titre (facultatif)`)
};

const de_ed_subtitle_placeholder = /** @type {(inputs: Ed_Subtitle_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Untertitel (optional)`)
};

const es_ed_subtitle_placeholder = /** @type {(inputs: Ed_Subtitle_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subtítulo (opcional)`)
};

const pt_br2_ed_subtitle_placeholder = /** @type {(inputs: Ed_Subtitle_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subtítulo (opcional)`)
};

const ja_ed_subtitle_placeholder = /** @type {(inputs: Ed_Subtitle_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`サブタイトル(任意)`)
};

const ar_ed_subtitle_placeholder = /** @type {(inputs: Ed_Subtitle_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`العنوان الفرعي (اختياري)`)
};

/**
* | output |
* | --- |
* | "Subtitle (optional)" |
*
* @param {Ed_Subtitle_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_subtitle_placeholder = /** @type {((inputs?: Ed_Subtitle_PlaceholderInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Subtitle_PlaceholderInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_subtitle_placeholder(inputs)
	if (locale === "de") return de_ed_subtitle_placeholder(inputs)
	if (locale === "es") return es_ed_subtitle_placeholder(inputs)
	if (locale === "pt-BR") return pt_br2_ed_subtitle_placeholder(inputs)
	if (locale === "ja") return ja_ed_subtitle_placeholder(inputs)
	if (locale === "ar") return ar_ed_subtitle_placeholder(inputs)
	return en_ed_subtitle_placeholder(inputs)
});