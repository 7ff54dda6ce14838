/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} St_DeletingInputs */

const en_st_deleting = /** @type {(inputs: St_DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deleting…`)
};

const fr_st_deleting = /** @type {(inputs: St_DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suppression…`)
};

const de_st_deleting = /** @type {(inputs: St_DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird gelöscht…`)
};

const es_st_deleting = /** @type {(inputs: St_DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminando…`)
};

const pt_br2_st_deleting = /** @type {(inputs: St_DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Excluindo…`)
};

const ja_st_deleting = /** @type {(inputs: St_DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`削除中…`)
};

const ar_st_deleting = /** @type {(inputs: St_DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ الحذف…`)
};

/**
* | output |
* | --- |
* | "Deleting…" |
*
* @param {St_DeletingInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const st_deleting = /** @type {((inputs?: St_DeletingInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<St_DeletingInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_st_deleting(inputs)
	if (locale === "de") return de_st_deleting(inputs)
	if (locale === "es") return es_st_deleting(inputs)
	if (locale === "pt-BR") return pt_br2_st_deleting(inputs)
	if (locale === "ja") return ja_st_deleting(inputs)
	if (locale === "ar") return ar_st_deleting(inputs)
	return en_st_deleting(inputs)
});