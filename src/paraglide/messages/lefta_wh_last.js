/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ event: NonNullable<unknown>, status: NonNullable<unknown> }} Lefta_Wh_LastInputs */

const en_lefta_wh_last = /** @type {(inputs: Lefta_Wh_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Last: ${i?.event}, ${i?.status}`)
};

const fr_lefta_wh_last = /** @type {(inputs: Lefta_Wh_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dernier : ${i?.event}, ${i?.status}`)
};

const de_lefta_wh_last = /** @type {(inputs: Lefta_Wh_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zuletzt: ${i?.event}, ${i?.status}`)
};

const es_lefta_wh_last = /** @type {(inputs: Lefta_Wh_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Último: ${i?.event}, ${i?.status}`)
};

const pt_br2_lefta_wh_last = /** @type {(inputs: Lefta_Wh_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Último: ${i?.event}, ${i?.status}`)
};

const ja_lefta_wh_last = /** @type {(inputs: Lefta_Wh_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`最新: ${i?.event}、${i?.status}`)
};

const ar_lefta_wh_last = /** @type {(inputs: Lefta_Wh_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الأخير: ${i?.event}، ${i?.status}`)
};

/**
* | output |
* | --- |
* | "Last: {event}, {status}" |
*
* @param {Lefta_Wh_LastInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_wh_last = /** @type {((inputs: Lefta_Wh_LastInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Wh_LastInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_wh_last(inputs)
	if (locale === "de") return de_lefta_wh_last(inputs)
	if (locale === "es") return es_lefta_wh_last(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_wh_last(inputs)
	if (locale === "ja") return ja_lefta_wh_last(inputs)
	if (locale === "ar") return ar_lefta_wh_last(inputs)
	return en_lefta_wh_last(inputs)
});