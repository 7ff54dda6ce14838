/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown> }} Lefta_Wh_Remove_WhichInputs */

const en_lefta_wh_remove_which = /** @type {(inputs: Lefta_Wh_Remove_WhichInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the webhook to ${i?.url}`)
};

const fr_lefta_wh_remove_which = /** @type {(inputs: Lefta_Wh_Remove_WhichInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`le webhook vers ${i?.url}`)
};

const de_lefta_wh_remove_which = /** @type {(inputs: Lefta_Wh_Remove_WhichInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`den Webhook an ${i?.url}`)
};

const es_lefta_wh_remove_which = /** @type {(inputs: Lefta_Wh_Remove_WhichInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`el webhook a ${i?.url}`)
};

const pt_br2_lefta_wh_remove_which = /** @type {(inputs: Lefta_Wh_Remove_WhichInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`o webhook para ${i?.url}`)
};

const ja_lefta_wh_remove_which = /** @type {(inputs: Lefta_Wh_Remove_WhichInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`（${i?.url} 宛ての Webhook）`)
};

const ar_lefta_wh_remove_which = /** @type {(inputs: Lefta_Wh_Remove_WhichInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`خطاف الويب إلى ${i?.url}`)
};

/**
* | output |
* | --- |
* | "the webhook to {url}" |
*
* @param {Lefta_Wh_Remove_WhichInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_wh_remove_which = /** @type {((inputs: Lefta_Wh_Remove_WhichInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Wh_Remove_WhichInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_wh_remove_which(inputs)
	if (locale === "de") return de_lefta_wh_remove_which(inputs)
	if (locale === "es") return es_lefta_wh_remove_which(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_wh_remove_which(inputs)
	if (locale === "ja") return ja_lefta_wh_remove_which(inputs)
	if (locale === "ar") return ar_lefta_wh_remove_which(inputs)
	return en_lefta_wh_remove_which(inputs)
});