/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_History_ComparedInputs */

const en_ed_history_compared = /** @type {(inputs: Ed_History_ComparedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compared with the editor: marked + is only in this version, marked − only in the editor.`)
};

const fr_ed_history_compared = /** @type {(inputs: Ed_History_ComparedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Par rapport à l’éditeur : ce qui est marqué + n’est que dans cette version, ce qui est marqué − que dans l’éditeur.`)
};

const de_ed_history_compared = /** @type {(inputs: Ed_History_ComparedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verglichen mit dem Editor: mit + markiert nur in dieser Version, mit − markiert nur im Editor.`)
};

const es_ed_history_compared = /** @type {(inputs: Ed_History_ComparedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comparado con el editor: lo marcado con + solo está en esta versión, lo marcado con − solo en el editor.`)
};

const pt_br2_ed_history_compared = /** @type {(inputs: Ed_History_ComparedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comparado ao editor: o marcado com + está só nesta versão, o marcado com − só no editor.`)
};

const ja_ed_history_compared = /** @type {(inputs: Ed_History_ComparedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`エディタとの比較:+ はこの版だけ、− はエディタだけにある部分です。`)
};

const ar_ed_history_compared = /** @type {(inputs: Ed_History_ComparedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مقارنة بالمحرر: المعلَّم بـ + موجود في هذه النسخة فقط، والمعلَّم بـ − في المحرر فقط.`)
};

/**
* | output |
* | --- |
* | "Compared with the editor: marked + is only in this version, marked − only in the editor." |
*
* @param {Ed_History_ComparedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_history_compared = /** @type {((inputs?: Ed_History_ComparedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_History_ComparedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_history_compared(inputs)
	if (locale === "de") return de_ed_history_compared(inputs)
	if (locale === "es") return es_ed_history_compared(inputs)
	if (locale === "pt-BR") return pt_br2_ed_history_compared(inputs)
	if (locale === "ja") return ja_ed_history_compared(inputs)
	if (locale === "ar") return ar_ed_history_compared(inputs)
	return en_ed_history_compared(inputs)
});