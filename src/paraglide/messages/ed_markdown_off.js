/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Markdown_OffInputs */

const en_ed_markdown_off = /** @type {(inputs: Ed_Markdown_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Write Markdown source instead`)
};

const fr_ed_markdown_off = /** @type {(inputs: Ed_Markdown_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Écrire plutôt le source Markdown`)
};

const de_ed_markdown_off = /** @type {(inputs: Ed_Markdown_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stattdessen Markdown-Quelltext schreiben`)
};

const es_ed_markdown_off = /** @type {(inputs: Ed_Markdown_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribir el código Markdown en su lugar`)
};

const pt_br2_ed_markdown_off = /** @type {(inputs: Ed_Markdown_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escrever o código Markdown`)
};

const ja_ed_markdown_off = /** @type {(inputs: Ed_Markdown_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`代わりにMarkdownソースを書く`)
};

const ar_ed_markdown_off = /** @type {(inputs: Ed_Markdown_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كتابة مصدر Markdown بدلًا من ذلك`)
};

/**
* | output |
* | --- |
* | "Write Markdown source instead" |
*
* @param {Ed_Markdown_OffInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_markdown_off = /** @type {((inputs?: Ed_Markdown_OffInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Markdown_OffInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_markdown_off(inputs)
	if (locale === "de") return de_ed_markdown_off(inputs)
	if (locale === "es") return es_ed_markdown_off(inputs)
	if (locale === "pt-BR") return pt_br2_ed_markdown_off(inputs)
	if (locale === "ja") return ja_ed_markdown_off(inputs)
	if (locale === "ar") return ar_ed_markdown_off(inputs)
	return en_ed_markdown_off(inputs)
});