/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown> }} Lefta_Wh_WaitingInputs */

const en_lefta_wh_waiting = /** @type {(inputs: Lefta_Wh_WaitingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} waiting`)
};

const fr_lefta_wh_waiting = /** @type {(inputs: Lefta_Wh_WaitingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} en attente`)
};

const de_lefta_wh_waiting = /** @type {(inputs: Lefta_Wh_WaitingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} wartend`)
};

const es_lefta_wh_waiting = /** @type {(inputs: Lefta_Wh_WaitingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} en espera`)
};

const pt_br2_lefta_wh_waiting = /** @type {(inputs: Lefta_Wh_WaitingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} aguardando`)
};

const ja_lefta_wh_waiting = /** @type {(inputs: Lefta_Wh_WaitingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`待機中 ${i?.n}`)
};

const ar_lefta_wh_waiting = /** @type {(inputs: Lefta_Wh_WaitingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} قيد الانتظار`)
};

/**
* | output |
* | --- |
* | "{n} waiting" |
*
* @param {Lefta_Wh_WaitingInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_wh_waiting = /** @type {((inputs: Lefta_Wh_WaitingInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Wh_WaitingInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_wh_waiting(inputs)
	if (locale === "de") return de_lefta_wh_waiting(inputs)
	if (locale === "es") return es_lefta_wh_waiting(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_wh_waiting(inputs)
	if (locale === "ja") return ja_lefta_wh_waiting(inputs)
	if (locale === "ar") return ar_lefta_wh_waiting(inputs)
	return en_lefta_wh_waiting(inputs)
});