/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Save_NothingInputs */

const en_ed_save_nothing = /** @type {(inputs: Ed_Save_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing to save yet`)
};

const fr_ed_save_nothing = /** @type {(inputs: Ed_Save_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien à enregistrer pour l’instant`)
};

const de_ed_save_nothing = /** @type {(inputs: Ed_Save_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch nichts zu speichern`)
};

const es_ed_save_nothing = /** @type {(inputs: Ed_Save_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay nada que guardar`)
};

const pt_br2_ed_save_nothing = /** @type {(inputs: Ed_Save_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda não há nada para salvar`)
};

const ja_ed_save_nothing = /** @type {(inputs: Ed_Save_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`まだ保存するものはありません`)
};

const ar_ed_save_nothing = /** @type {(inputs: Ed_Save_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا شيء للحفظ بعد`)
};

/**
* | output |
* | --- |
* | "Nothing to save yet" |
*
* @param {Ed_Save_NothingInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_save_nothing = /** @type {((inputs?: Ed_Save_NothingInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Save_NothingInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_save_nothing(inputs)
	if (locale === "de") return de_ed_save_nothing(inputs)
	if (locale === "es") return es_ed_save_nothing(inputs)
	if (locale === "pt-BR") return pt_br2_ed_save_nothing(inputs)
	if (locale === "ja") return ja_ed_save_nothing(inputs)
	if (locale === "ar") return ar_ed_save_nothing(inputs)
	return en_ed_save_nothing(inputs)
});