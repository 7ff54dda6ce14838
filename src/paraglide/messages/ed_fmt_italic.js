/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Fmt_ItalicInputs */

const en_ed_fmt_italic = /** @type {(inputs: Ed_Fmt_ItalicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Italic`)
};

const fr_ed_fmt_italic = /** @type {(inputs: Ed_Fmt_ItalicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Italique`)
};

const de_ed_fmt_italic = /** @type {(inputs: Ed_Fmt_ItalicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kursiv`)
};

const es_ed_fmt_italic = /** @type {(inputs: Ed_Fmt_ItalicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cursiva`)
};

const pt_br2_ed_fmt_italic = /** @type {(inputs: Ed_Fmt_ItalicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Itálico`)
};

const ja_ed_fmt_italic = /** @type {(inputs: Ed_Fmt_ItalicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`斜体`)
};

const ar_ed_fmt_italic = /** @type {(inputs: Ed_Fmt_ItalicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مائل`)
};

/**
* | output |
* | --- |
* | "Italic" |
*
* @param {Ed_Fmt_ItalicInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_fmt_italic = /** @type {((inputs?: Ed_Fmt_ItalicInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Fmt_ItalicInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_fmt_italic(inputs)
	if (locale === "de") return de_ed_fmt_italic(inputs)
	if (locale === "es") return es_ed_fmt_italic(inputs)
	if (locale === "pt-BR") return pt_br2_ed_fmt_italic(inputs)
	if (locale === "ja") return ja_ed_fmt_italic(inputs)
	if (locale === "ar") return ar_ed_fmt_italic(inputs)
	return en_ed_fmt_italic(inputs)
});