/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Save_ConflictInputs */

const en_ed_save_conflict = /** @type {(inputs: Ed_Save_ConflictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not saved: changed elsewhere`)
};

const fr_ed_save_conflict = /** @type {(inputs: Ed_Save_ConflictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non enregistré : modifié ailleurs`)
};

const de_ed_save_conflict = /** @type {(inputs: Ed_Save_ConflictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht gespeichert: anderswo geändert`)
};

const es_ed_save_conflict = /** @type {(inputs: Ed_Save_ConflictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No guardado: se cambió en otro lugar`)
};

const pt_br2_ed_save_conflict = /** @type {(inputs: Ed_Save_ConflictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não salvo: alterado em outro lugar`)
};

const ja_ed_save_conflict = /** @type {(inputs: Ed_Save_ConflictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未保存:別の場所で変更されました`)
};

const ar_ed_save_conflict = /** @type {(inputs: Ed_Save_ConflictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يُحفظ: تغيّر في مكان آخر`)
};

/**
* | output |
* | --- |
* | "Not saved: changed elsewhere" |
*
* @param {Ed_Save_ConflictInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_save_conflict = /** @type {((inputs?: Ed_Save_ConflictInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Save_ConflictInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_save_conflict(inputs)
	if (locale === "de") return de_ed_save_conflict(inputs)
	if (locale === "es") return es_ed_save_conflict(inputs)
	if (locale === "pt-BR") return pt_br2_ed_save_conflict(inputs)
	if (locale === "ja") return ja_ed_save_conflict(inputs)
	if (locale === "ar") return ar_ed_save_conflict(inputs)
	return en_ed_save_conflict(inputs)
});