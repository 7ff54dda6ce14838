/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Save_UnsavedInputs */

const en_ed_save_unsaved = /** @type {(inputs: Ed_Save_UnsavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsaved changes (kept on this device)`)
};

const fr_ed_save_unsaved = /** @type {(inputs: Ed_Save_UnsavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifications non enregistrées (gardées sur cet appareil)`)
};

const de_ed_save_unsaved = /** @type {(inputs: Ed_Save_UnsavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungespeicherte Änderungen (auf diesem Gerät behalten)`)
};

const es_ed_save_unsaved = /** @type {(inputs: Ed_Save_UnsavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambios sin guardar (conservados en este dispositivo)`)
};

const pt_br2_ed_save_unsaved = /** @type {(inputs: Ed_Save_UnsavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alterações não salvas (mantidas neste dispositivo)`)
};

const ja_ed_save_unsaved = /** @type {(inputs: Ed_Save_UnsavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未保存の変更(この端末に保持)`)
};

const ar_ed_save_unsaved = /** @type {(inputs: Ed_Save_UnsavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تغييرات غير محفوظة (محفوظة على هذا الجهاز)`)
};

/**
* | output |
* | --- |
* | "Unsaved changes (kept on this device)" |
*
* @param {Ed_Save_UnsavedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_save_unsaved = /** @type {((inputs?: Ed_Save_UnsavedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Save_UnsavedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_save_unsaved(inputs)
	if (locale === "de") return de_ed_save_unsaved(inputs)
	if (locale === "es") return es_ed_save_unsaved(inputs)
	if (locale === "pt-BR") return pt_br2_ed_save_unsaved(inputs)
	if (locale === "ja") return ja_ed_save_unsaved(inputs)
	if (locale === "ar") return ar_ed_save_unsaved(inputs)
	return en_ed_save_unsaved(inputs)
});