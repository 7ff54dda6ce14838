/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Only_In_EditorInputs */

const en_ed_only_in_editor = /** @type {(inputs: Ed_Only_In_EditorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`only in the editor`)
};

const fr_ed_only_in_editor = /** @type {(inputs: Ed_Only_In_EditorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`seulement dans l’éditeur`)
};

const de_ed_only_in_editor = /** @type {(inputs: Ed_Only_In_EditorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nur im Editor`)
};

const es_ed_only_in_editor = /** @type {(inputs: Ed_Only_In_EditorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`solo en el editor`)
};

const pt_br2_ed_only_in_editor = /** @type {(inputs: Ed_Only_In_EditorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`só no editor`)
};

const ja_ed_only_in_editor = /** @type {(inputs: Ed_Only_In_EditorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`エディタのみ`)
};

const ar_ed_only_in_editor = /** @type {(inputs: Ed_Only_In_EditorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`في المحرر فقط`)
};

/**
* | output |
* | --- |
* | "only in the editor" |
*
* @param {Ed_Only_In_EditorInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_only_in_editor = /** @type {((inputs?: Ed_Only_In_EditorInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Only_In_EditorInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_only_in_editor(inputs)
	if (locale === "de") return de_ed_only_in_editor(inputs)
	if (locale === "es") return es_ed_only_in_editor(inputs)
	if (locale === "pt-BR") return pt_br2_ed_only_in_editor(inputs)
	if (locale === "ja") return ja_ed_only_in_editor(inputs)
	if (locale === "ar") return ar_ed_only_in_editor(inputs)
	return en_ed_only_in_editor(inputs)
});