/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_TitleInputs */

const en_ed_title = /** @type {(inputs: Ed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Title`)
};

const fr_ed_title = /** @type {(inputs: Ed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Titre`)
};

const de_ed_title = /** @type {(inputs: Ed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Titel`)
};

const es_ed_title = /** @type {(inputs: Ed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Título`)
};

const pt_br2_ed_title = /** @type {(inputs: Ed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Título`)
};

const ja_ed_title = /** @type {(inputs: Ed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`タイトル`)
};

const ar_ed_title = /** @type {(inputs: Ed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`العنوان`)
};

/**
* | output |
* | --- |
* | "Title" |
*
* @param {Ed_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_title = /** @type {((inputs?: Ed_TitleInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_TitleInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_title(inputs)
	if (locale === "de") return de_ed_title(inputs)
	if (locale === "es") return es_ed_title(inputs)
	if (locale === "pt-BR") return pt_br2_ed_title(inputs)
	if (locale === "ja") return ja_ed_title(inputs)
	if (locale === "ar") return ar_ed_title(inputs)
	return en_ed_title(inputs)
});