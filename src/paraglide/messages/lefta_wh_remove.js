/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Wh_RemoveInputs */

const en_lefta_wh_remove = /** @type {(inputs: Lefta_Wh_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

const fr_lefta_wh_remove = /** @type {(inputs: Lefta_Wh_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer`)
};

const de_lefta_wh_remove = /** @type {(inputs: Lefta_Wh_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entfernen`)
};

const es_lefta_wh_remove = /** @type {(inputs: Lefta_Wh_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar`)
};

const pt_br2_lefta_wh_remove = /** @type {(inputs: Lefta_Wh_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remover`)
};

const ja_lefta_wh_remove = /** @type {(inputs: Lefta_Wh_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`削除`)
};

const ar_lefta_wh_remove = /** @type {(inputs: Lefta_Wh_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إزالة`)
};

/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Lefta_Wh_RemoveInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_wh_remove = /** @type {((inputs?: Lefta_Wh_RemoveInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Wh_RemoveInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_wh_remove(inputs)
	if (locale === "de") return de_lefta_wh_remove(inputs)
	if (locale === "es") return es_lefta_wh_remove(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_wh_remove(inputs)
	if (locale === "ja") return ja_lefta_wh_remove(inputs)
	if (locale === "ar") return ar_lefta_wh_remove(inputs)
	return en_lefta_wh_remove(inputs)
});