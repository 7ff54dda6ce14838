/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Wh_Status_FailedInputs */

const en_lefta_wh_status_failed = /** @type {(inputs: Lefta_Wh_Status_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`failed`)
};

const fr_lefta_wh_status_failed = /** @type {(inputs: Lefta_Wh_Status_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`échoué`)
};

const de_lefta_wh_status_failed = /** @type {(inputs: Lefta_Wh_Status_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fehlgeschlagen`)
};

const es_lefta_wh_status_failed = /** @type {(inputs: Lefta_Wh_Status_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fallido`)
};

const pt_br2_lefta_wh_status_failed = /** @type {(inputs: Lefta_Wh_Status_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`falhou`)
};

const ja_lefta_wh_status_failed = /** @type {(inputs: Lefta_Wh_Status_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`失敗`)
};

const ar_lefta_wh_status_failed = /** @type {(inputs: Lefta_Wh_Status_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فشل`)
};

/**
* | output |
* | --- |
* | "failed" |
*
* @param {Lefta_Wh_Status_FailedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_wh_status_failed = /** @type {((inputs?: Lefta_Wh_Status_FailedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Wh_Status_FailedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_wh_status_failed(inputs)
	if (locale === "de") return de_lefta_wh_status_failed(inputs)
	if (locale === "es") return es_lefta_wh_status_failed(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_wh_status_failed(inputs)
	if (locale === "ja") return ja_lefta_wh_status_failed(inputs)
	if (locale === "ar") return ar_lefta_wh_status_failed(inputs)
	return en_lefta_wh_status_failed(inputs)
});