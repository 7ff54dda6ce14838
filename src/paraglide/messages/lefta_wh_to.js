/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown> }} Lefta_Wh_ToInputs */

const en_lefta_wh_to = /** @type {(inputs: Lefta_Wh_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`to ${i?.url}`)
};

const fr_lefta_wh_to = /** @type {(inputs: Lefta_Wh_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`vers ${i?.url}`)
};

const de_lefta_wh_to = /** @type {(inputs: Lefta_Wh_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`an ${i?.url}`)
};

const es_lefta_wh_to = /** @type {(inputs: Lefta_Wh_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a ${i?.url}`)
};

const pt_br2_lefta_wh_to = /** @type {(inputs: Lefta_Wh_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`para ${i?.url}`)
};

const ja_lefta_wh_to = /** @type {(inputs: Lefta_Wh_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`（${i?.url} 宛て）`)
};

const ar_lefta_wh_to = /** @type {(inputs: Lefta_Wh_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`إلى ${i?.url}`)
};

/**
* | output |
* | --- |
* | "to {url}" |
*
* @param {Lefta_Wh_ToInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_wh_to = /** @type {((inputs: Lefta_Wh_ToInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Wh_ToInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_wh_to(inputs)
	if (locale === "de") return de_lefta_wh_to(inputs)
	if (locale === "es") return es_lefta_wh_to(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_wh_to(inputs)
	if (locale === "ja") return ja_lefta_wh_to(inputs)
	if (locale === "ar") return ar_lefta_wh_to(inputs)
	return en_lefta_wh_to(inputs)
});