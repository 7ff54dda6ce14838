/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Save_DraftInputs */

const en_ed_save_draft = /** @type {(inputs: Ed_Save_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save draft`)
};

const fr_ed_save_draft = /** @type {(inputs: Ed_Save_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer le brouillon`)
};

const de_ed_save_draft = /** @type {(inputs: Ed_Save_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entwurf speichern`)
};

const es_ed_save_draft = /** @type {(inputs: Ed_Save_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar borrador`)
};

const pt_br2_ed_save_draft = /** @type {(inputs: Ed_Save_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salvar rascunho`)
};

const ja_ed_save_draft = /** @type {(inputs: Ed_Save_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`下書きを保存`)
};

const ar_ed_save_draft = /** @type {(inputs: Ed_Save_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حفظ المسودة`)
};

/**
* | output |
* | --- |
* | "Save draft" |
*
* @param {Ed_Save_DraftInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_save_draft = /** @type {((inputs?: Ed_Save_DraftInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Save_DraftInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_save_draft(inputs)
	if (locale === "de") return de_ed_save_draft(inputs)
	if (locale === "es") return es_ed_save_draft(inputs)
	if (locale === "pt-BR") return pt_br2_ed_save_draft(inputs)
	if (locale === "ja") return ja_ed_save_draft(inputs)
	if (locale === "ar") return ar_ed_save_draft(inputs)
	return en_ed_save_draft(inputs)
});