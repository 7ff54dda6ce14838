/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cm_DeleteInputs */

const en_cm_delete = /** @type {(inputs: Cm_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete`)
};

const fr_cm_delete = /** @type {(inputs: Cm_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer`)
};

const de_cm_delete = /** @type {(inputs: Cm_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Löschen`)
};

const es_cm_delete = /** @type {(inputs: Cm_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar`)
};

const pt_br2_cm_delete = /** @type {(inputs: Cm_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Excluir`)
};

const ja_cm_delete = /** @type {(inputs: Cm_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`削除`)
};

const ar_cm_delete = /** @type {(inputs: Cm_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حذف`)
};

/**
* | output |
* | --- |
* | "Delete" |
*
* @param {Cm_DeleteInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const cm_delete = /** @type {((inputs?: Cm_DeleteInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cm_DeleteInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cm_delete(inputs)
	if (locale === "de") return de_cm_delete(inputs)
	if (locale === "es") return es_cm_delete(inputs)
	if (locale === "pt-BR") return pt_br2_cm_delete(inputs)
	if (locale === "ja") return ja_cm_delete(inputs)
	if (locale === "ar") return ar_cm_delete(inputs)
	return en_cm_delete(inputs)
});