/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Wh_Status_DeliveredInputs */

const en_lefta_wh_status_delivered = /** @type {(inputs: Lefta_Wh_Status_DeliveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`delivered`)
};

const fr_lefta_wh_status_delivered = /** @type {(inputs: Lefta_Wh_Status_DeliveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`remis`)
};

const de_lefta_wh_status_delivered = /** @type {(inputs: Lefta_Wh_Status_DeliveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`zugestellt`)
};

const es_lefta_wh_status_delivered = /** @type {(inputs: Lefta_Wh_Status_DeliveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`entregado`)
};

const pt_br2_lefta_wh_status_delivered = /** @type {(inputs: Lefta_Wh_Status_DeliveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`entregue`)
};

const ja_lefta_wh_status_delivered = /** @type {(inputs: Lefta_Wh_Status_DeliveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`配信済み`)
};

const ar_lefta_wh_status_delivered = /** @type {(inputs: Lefta_Wh_Status_DeliveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سُلِّم`)
};

/**
* | output |
* | --- |
* | "delivered" |
*
* @param {Lefta_Wh_Status_DeliveredInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_wh_status_delivered = /** @type {((inputs?: Lefta_Wh_Status_DeliveredInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Wh_Status_DeliveredInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_wh_status_delivered(inputs)
	if (locale === "de") return de_lefta_wh_status_delivered(inputs)
	if (locale === "es") return es_lefta_wh_status_delivered(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_wh_status_delivered(inputs)
	if (locale === "ja") return ja_lefta_wh_status_delivered(inputs)
	if (locale === "ar") return ar_lefta_wh_status_delivered(inputs)
	return en_lefta_wh_status_delivered(inputs)
});