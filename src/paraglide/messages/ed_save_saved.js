/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Save_SavedInputs */

const en_ed_save_saved = /** @type {(inputs: Ed_Save_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All changes saved`)
};

const fr_ed_save_saved = /** @type {(inputs: Ed_Save_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les modifications sont enregistrées`)
};

const de_ed_save_saved = /** @type {(inputs: Ed_Save_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Änderungen gespeichert`)
};

const es_ed_save_saved = /** @type {(inputs: Ed_Save_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los cambios guardados`)
};

const pt_br2_ed_save_saved = /** @type {(inputs: Ed_Save_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas as alterações salvas`)
};

const ja_ed_save_saved = /** @type {(inputs: Ed_Save_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`すべての変更を保存しました`)
};

const ar_ed_save_saved = /** @type {(inputs: Ed_Save_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حُفظت كل التغييرات`)
};

/**
* | output |
* | --- |
* | "All changes saved" |
*
* @param {Ed_Save_SavedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_save_saved = /** @type {((inputs?: Ed_Save_SavedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Save_SavedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_save_saved(inputs)
	if (locale === "de") return de_ed_save_saved(inputs)
	if (locale === "es") return es_ed_save_saved(inputs)
	if (locale === "pt-BR") return pt_br2_ed_save_saved(inputs)
	if (locale === "ja") return ja_ed_save_saved(inputs)
	if (locale === "ar") return ar_ed_save_saved(inputs)
	return en_ed_save_saved(inputs)
});