/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Coauthors_Save_FirstInputs */

const en_ed_coauthors_save_first = /** @type {(inputs: Ed_Coauthors_Save_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Write a few words first: once the draft is saved you can invite people.`)
};

const fr_ed_coauthors_save_first = /** @type {(inputs: Ed_Coauthors_Save_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Écrivez d’abord quelques mots : une fois le brouillon enregistré, vous pourrez inviter des personnes.`)
};

const de_ed_coauthors_save_first = /** @type {(inputs: Ed_Coauthors_Save_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schreiben Sie zuerst ein paar Worte: Sobald der Entwurf gespeichert ist, können Sie Leute einladen.`)
};

const es_ed_coauthors_save_first = /** @type {(inputs: Ed_Coauthors_Save_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe primero unas palabras: cuando el borrador esté guardado podrás invitar a otras personas.`)
};

const pt_br2_ed_coauthors_save_first = /** @type {(inputs: Ed_Coauthors_Save_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escreva algumas palavras primeiro: quando o rascunho estiver salvo, você poderá convidar pessoas.`)
};

const ja_ed_coauthors_save_first = /** @type {(inputs: Ed_Coauthors_Save_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`まず少し書いてください。下書きが保存されると、ほかの人を招待できます。`)
};

const ar_ed_coauthors_save_first = /** @type {(inputs: Ed_Coauthors_Save_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اكتب بضع كلمات أولًا: بعد حفظ المسودة يمكنك دعوة آخرين.`)
};

/**
* | output |
* | --- |
* | "Write a few words first: once the draft is saved you can invite people." |
*
* @param {Ed_Coauthors_Save_FirstInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_coauthors_save_first = /** @type {((inputs?: Ed_Coauthors_Save_FirstInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Coauthors_Save_FirstInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_coauthors_save_first(inputs)
	if (locale === "de") return de_ed_coauthors_save_first(inputs)
	if (locale === "es") return es_ed_coauthors_save_first(inputs)
	if (locale === "pt-BR") return pt_br2_ed_coauthors_save_first(inputs)
	if (locale === "ja") return ja_ed_coauthors_save_first(inputs)
	if (locale === "ar") return ar_ed_coauthors_save_first(inputs)
	return en_ed_coauthors_save_first(inputs)
});