/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Lefta_Wh_Next_TryInputs */

const en_lefta_wh_next_try = /** @type {(inputs: Lefta_Wh_Next_TryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`next try ${i?.when}`)
};

const fr_lefta_wh_next_try = /** @type {(inputs: Lefta_Wh_Next_TryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`prochain essai ${i?.when}`)
};

const de_lefta_wh_next_try = /** @type {(inputs: Lefta_Wh_Next_TryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`nächster Versuch ${i?.when}`)
};

const es_lefta_wh_next_try = /** @type {(inputs: Lefta_Wh_Next_TryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`próximo intento ${i?.when}`)
};

const pt_br2_lefta_wh_next_try = /** @type {(inputs: Lefta_Wh_Next_TryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`próxima tentativa ${i?.when}`)
};

const ja_lefta_wh_next_try = /** @type {(inputs: Lefta_Wh_Next_TryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`次回の試行 ${i?.when}`)
};

const ar_lefta_wh_next_try = /** @type {(inputs: Lefta_Wh_Next_TryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`المحاولة التالية ${i?.when}`)
};

/**
* | output |
* | --- |
* | "next try {when}" |
*
* @param {Lefta_Wh_Next_TryInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_wh_next_try = /** @type {((inputs: Lefta_Wh_Next_TryInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Wh_Next_TryInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_wh_next_try(inputs)
	if (locale === "de") return de_lefta_wh_next_try(inputs)
	if (locale === "es") return es_lefta_wh_next_try(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_wh_next_try(inputs)
	if (locale === "ja") return ja_lefta_wh_next_try(inputs)
	if (locale === "ar") return ar_lefta_wh_next_try(inputs)
	return en_lefta_wh_next_try(inputs)
});