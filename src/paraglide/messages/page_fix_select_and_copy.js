/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Select_And_CopyInputs */

const en_page_fix_select_and_copy = /** @type {(inputs: Page_Fix_Select_And_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select it and copy (Ctrl+C or ⌘C).`)
};

const fr_page_fix_select_and_copy = /** @type {(inputs: Page_Fix_Select_And_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sélectionnez-le et copiez-le (Ctrl+C ou ⌘C).`)
};

const de_page_fix_select_and_copy = /** @type {(inputs: Page_Fix_Select_And_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Markieren und kopieren (Strg+C oder ⌘C).`)
};

const es_page_fix_select_and_copy = /** @type {(inputs: Page_Fix_Select_And_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Selecciónalo y cópialo (Ctrl+C o ⌘C).`)
};

const pt_br2_page_fix_select_and_copy = /** @type {(inputs: Page_Fix_Select_And_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Selecione e copie (Ctrl+C ou ⌘C).`)
};

const ja_page_fix_select_and_copy = /** @type {(inputs: Page_Fix_Select_And_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`選択してコピーしてください（Ctrl+C または ⌘C）。`)
};

const ar_page_fix_select_and_copy = /** @type {(inputs: Page_Fix_Select_And_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حدّده وانسخه (Ctrl+C أو ⌘C).`)
};

/**
* | output |
* | --- |
* | "Select it and copy (Ctrl+C or ⌘C)." |
*
* @param {Page_Fix_Select_And_CopyInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_select_and_copy = /** @type {((inputs?: Page_Fix_Select_And_CopyInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Select_And_CopyInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_select_and_copy(inputs)
	if (locale === "de") return de_page_fix_select_and_copy(inputs)
	if (locale === "es") return es_page_fix_select_and_copy(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_select_and_copy(inputs)
	if (locale === "ja") return ja_page_fix_select_and_copy(inputs)
	if (locale === "ar") return ar_page_fix_select_and_copy(inputs)
	return en_page_fix_select_and_copy(inputs)
});