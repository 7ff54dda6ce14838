/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_History_SameInputs */

const en_ed_history_same = /** @type {(inputs: Ed_History_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It is the same as the text in the editor.`)
};

const fr_ed_history_same = /** @type {(inputs: Ed_History_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`C’est le même texte que dans l’éditeur.`)
};

const de_ed_history_same = /** @type {(inputs: Ed_History_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie ist gleich dem Text im Editor.`)
};

const es_ed_history_same = /** @type {(inputs: Ed_History_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es igual al texto del editor.`)
};

const pt_br2_ed_history_same = /** @type {(inputs: Ed_History_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`É igual ao texto do editor.`)
};

const ja_ed_history_same = /** @type {(inputs: Ed_History_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`エディタの文章と同じです。`)
};

const ar_ed_history_same = /** @type {(inputs: Ed_History_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`هي مطابقة للنص في المحرر.`)
};

/**
* | output |
* | --- |
* | "It is the same as the text in the editor." |
*
* @param {Ed_History_SameInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_history_same = /** @type {((inputs?: Ed_History_SameInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_History_SameInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_history_same(inputs)
	if (locale === "de") return de_ed_history_same(inputs)
	if (locale === "es") return es_ed_history_same(inputs)
	if (locale === "pt-BR") return pt_br2_ed_history_same(inputs)
	if (locale === "ja") return ja_ed_history_same(inputs)
	if (locale === "ar") return ar_ed_history_same(inputs)
	return en_ed_history_same(inputs)
});