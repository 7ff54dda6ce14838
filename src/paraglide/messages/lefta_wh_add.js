/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Wh_AddInputs */

const en_lefta_wh_add = /** @type {(inputs: Lefta_Wh_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add the webhook`)
};

const fr_lefta_wh_add = /** @type {(inputs: Lefta_Wh_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter le webhook`)
};

const de_lefta_wh_add = /** @type {(inputs: Lefta_Wh_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhook hinzufügen`)
};

const es_lefta_wh_add = /** @type {(inputs: Lefta_Wh_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir el webhook`)
};

const pt_br2_lefta_wh_add = /** @type {(inputs: Lefta_Wh_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicionar o webhook`)
};

const ja_lefta_wh_add = /** @type {(inputs: Lefta_Wh_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Webhook を追加`)
};

const ar_lefta_wh_add = /** @type {(inputs: Lefta_Wh_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إضافة خطاف الويب`)
};

/**
* | output |
* | --- |
* | "Add the webhook" |
*
* @param {Lefta_Wh_AddInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_wh_add = /** @type {((inputs?: Lefta_Wh_AddInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Wh_AddInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_wh_add(inputs)
	if (locale === "de") return de_lefta_wh_add(inputs)
	if (locale === "es") return es_lefta_wh_add(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_wh_add(inputs)
	if (locale === "ja") return ja_lefta_wh_add(inputs)
	if (locale === "ar") return ar_lefta_wh_add(inputs)
	return en_lefta_wh_add(inputs)
});