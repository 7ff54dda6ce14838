/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown> }} Lefta_Wh_FailedInputs */

const en_lefta_wh_failed = /** @type {(inputs: Lefta_Wh_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} failed`)
};

const fr_lefta_wh_failed = /** @type {(inputs: Lefta_Wh_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} en échec`)
};

const de_lefta_wh_failed = /** @type {(inputs: Lefta_Wh_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} fehlgeschlagen`)
};

const es_lefta_wh_failed = /** @type {(inputs: Lefta_Wh_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} fallidas`)
};

const pt_br2_lefta_wh_failed = /** @type {(inputs: Lefta_Wh_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} com falha`)
};

const ja_lefta_wh_failed = /** @type {(inputs: Lefta_Wh_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`失敗 ${i?.n}`)
};

const ar_lefta_wh_failed = /** @type {(inputs: Lefta_Wh_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} فشلت`)
};

/**
* | output |
* | --- |
* | "{n} failed" |
*
* @param {Lefta_Wh_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_wh_failed = /** @type {((inputs: Lefta_Wh_FailedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Wh_FailedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_wh_failed(inputs)
	if (locale === "de") return de_lefta_wh_failed(inputs)
	if (locale === "es") return es_lefta_wh_failed(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_wh_failed(inputs)
	if (locale === "ja") return ja_lefta_wh_failed(inputs)
	if (locale === "ar") return ar_lefta_wh_failed(inputs)
	return en_lefta_wh_failed(inputs)
});