/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_FormattingInputs */

const en_ed_formatting = /** @type {(inputs: Ed_FormattingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formatting`)
};

const fr_ed_formatting = /** @type {(inputs: Ed_FormattingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mise en forme`)
};

const de_ed_formatting = /** @type {(inputs: Ed_FormattingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formatierung`)
};

const es_ed_formatting = /** @type {(inputs: Ed_FormattingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formato`)
};

const pt_br2_ed_formatting = /** @type {(inputs: Ed_FormattingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formatação`)
};

const ja_ed_formatting = /** @type {(inputs: Ed_FormattingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`書式`)
};

const ar_ed_formatting = /** @type {(inputs: Ed_FormattingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`التنسيق`)
};

/**
* | output |
* | --- |
* | "Formatting" |
*
* @param {Ed_FormattingInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_formatting = /** @type {((inputs?: Ed_FormattingInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_FormattingInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_formatting(inputs)
	if (locale === "de") return de_ed_formatting(inputs)
	if (locale === "es") return es_ed_formatting(inputs)
	if (locale === "pt-BR") return pt_br2_ed_formatting(inputs)
	if (locale === "ja") return ja_ed_formatting(inputs)
	if (locale === "ar") return ar_ed_formatting(inputs)
	return en_ed_formatting(inputs)
});