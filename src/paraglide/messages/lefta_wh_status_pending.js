/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Wh_Status_PendingInputs */

const en_lefta_wh_status_pending = /** @type {(inputs: Lefta_Wh_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pending`)
};

const fr_lefta_wh_status_pending = /** @type {(inputs: Lefta_Wh_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en attente`)
};

const de_lefta_wh_status_pending = /** @type {(inputs: Lefta_Wh_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ausstehend`)
};

const es_lefta_wh_status_pending = /** @type {(inputs: Lefta_Wh_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pendiente`)
};

const pt_br2_lefta_wh_status_pending = /** @type {(inputs: Lefta_Wh_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pendente`)
};

const ja_lefta_wh_status_pending = /** @type {(inputs: Lefta_Wh_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`待機中`)
};

const ar_lefta_wh_status_pending = /** @type {(inputs: Lefta_Wh_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`قيد الانتظار`)
};

/**
* | output |
* | --- |
* | "pending" |
*
* @param {Lefta_Wh_Status_PendingInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_wh_status_pending = /** @type {((inputs?: Lefta_Wh_Status_PendingInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Wh_Status_PendingInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_wh_status_pending(inputs)
	if (locale === "de") return de_lefta_wh_status_pending(inputs)
	if (locale === "es") return es_lefta_wh_status_pending(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_wh_status_pending(inputs)
	if (locale === "ja") return ja_lefta_wh_status_pending(inputs)
	if (locale === "ar") return ar_lefta_wh_status_pending(inputs)
	return en_lefta_wh_status_pending(inputs)
});