/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_History_ChooseInputs */

const en_ed_history_choose = /** @type {(inputs: Ed_History_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a version to compare it with the text in the editor.`)
};

const fr_ed_history_choose = /** @type {(inputs: Ed_History_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une version pour la comparer au texte de l’éditeur.`)
};

const de_ed_history_choose = /** @type {(inputs: Ed_History_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wählen Sie eine Version, um sie mit dem Text im Editor zu vergleichen.`)
};

const es_ed_history_choose = /** @type {(inputs: Ed_History_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige una versión para compararla con el texto del editor.`)
};

const pt_br2_ed_history_choose = /** @type {(inputs: Ed_History_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha uma versão para compará-la com o texto do editor.`)
};

const ja_ed_history_choose = /** @type {(inputs: Ed_History_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`版を選ぶと、エディタの文章と比較できます。`)
};

const ar_ed_history_choose = /** @type {(inputs: Ed_History_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختر نسخة لمقارنتها بالنص في المحرر.`)
};

/**
* | output |
* | --- |
* | "Choose a version to compare it with the text in the editor." |
*
* @param {Ed_History_ChooseInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_history_choose = /** @type {((inputs?: Ed_History_ChooseInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_History_ChooseInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_history_choose(inputs)
	if (locale === "de") return de_ed_history_choose(inputs)
	if (locale === "es") return es_ed_history_choose(inputs)
	if (locale === "pt-BR") return pt_br2_ed_history_choose(inputs)
	if (locale === "ja") return ja_ed_history_choose(inputs)
	if (locale === "ar") return ar_ed_history_choose(inputs)
	return en_ed_history_choose(inputs)
});