/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_SubtitleInputs */

const en_ed_subtitle = /** @type {(inputs: Ed_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subtitle`)
};

const fr_ed_subtitle = /** @type {(inputs: Ed_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sous-titre`)
};

const de_ed_subtitle = /** @type {(inputs: Ed_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Untertitel`)
};

const es_ed_subtitle = /** @type {(inputs: Ed_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subtítulo`)
};

const pt_br2_ed_subtitle = /** @type {(inputs: Ed_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subtítulo`)
};

const ja_ed_subtitle = /** @type {(inputs: Ed_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`サブタイトル`)
};

const ar_ed_subtitle = /** @type {(inputs: Ed_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`العنوان الفرعي`)
};

/**
* | output |
* | --- |
* | "Subtitle" |
*
* @param {Ed_SubtitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_subtitle = /** @type {((inputs?: Ed_SubtitleInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_SubtitleInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_subtitle(inputs)
	if (locale === "de") return de_ed_subtitle(inputs)
	if (locale === "es") return es_ed_subtitle(inputs)
	if (locale === "pt-BR") return pt_br2_ed_subtitle(inputs)
	if (locale === "ja") return ja_ed_subtitle(inputs)
	if (locale === "ar") return ar_ed_subtitle(inputs)
	return en_ed_subtitle(inputs)
});