/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cm_AddInputs */

const en_cm_add = /** @type {(inputs: Cm_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a comment`)
};

const fr_cm_add = /** @type {(inputs: Cm_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter un commentaire`)
};

const de_cm_add = /** @type {(inputs: Cm_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einen Kommentar schreiben`)
};

const es_cm_add = /** @type {(inputs: Cm_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir un comentario`)
};

const pt_br2_cm_add = /** @type {(inputs: Cm_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicionar um comentário`)
};

const ja_cm_add = /** @type {(inputs: Cm_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`コメントを追加`)
};

const ar_cm_add = /** @type {(inputs: Cm_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أضف تعليقًا`)
};

/**
* | output |
* | --- |
* | "Add a comment" |
*
* @param {Cm_AddInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const cm_add = /** @type {((inputs?: Cm_AddInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cm_AddInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cm_add(inputs)
	if (locale === "de") return de_cm_add(inputs)
	if (locale === "es") return es_cm_add(inputs)
	if (locale === "pt-BR") return pt_br2_cm_add(inputs)
	if (locale === "ja") return ja_cm_add(inputs)
	if (locale === "ar") return ar_cm_add(inputs)
	return en_cm_add(inputs)
});