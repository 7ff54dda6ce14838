/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Selected_TextInputs */

const en_ed_selected_text = /** @type {(inputs: Ed_Selected_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Selected text`)
};

const fr_ed_selected_text = /** @type {(inputs: Ed_Selected_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Texte sélectionné`)
};

const de_ed_selected_text = /** @type {(inputs: Ed_Selected_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ausgewählter Text`)
};

const es_ed_selected_text = /** @type {(inputs: Ed_Selected_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Texto seleccionado`)
};

const pt_br2_ed_selected_text = /** @type {(inputs: Ed_Selected_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Texto selecionado`)
};

const ja_ed_selected_text = /** @type {(inputs: Ed_Selected_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`選択したテキスト`)
};

const ar_ed_selected_text = /** @type {(inputs: Ed_Selected_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`النص المحدد`)
};

/**
* | output |
* | --- |
* | "Selected text" |
*
* @param {Ed_Selected_TextInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_selected_text = /** @type {((inputs?: Ed_Selected_TextInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Selected_TextInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_selected_text(inputs)
	if (locale === "de") return de_ed_selected_text(inputs)
	if (locale === "es") return es_ed_selected_text(inputs)
	if (locale === "pt-BR") return pt_br2_ed_selected_text(inputs)
	if (locale === "ja") return ja_ed_selected_text(inputs)
	if (locale === "ar") return ar_ed_selected_text(inputs)
	return en_ed_selected_text(inputs)
});