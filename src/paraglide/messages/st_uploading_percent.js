/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ percent: NonNullable<unknown> }} St_Uploading_PercentInputs */

const en_st_uploading_percent = /** @type {(inputs: St_Uploading_PercentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uploading ${i?.percent}`)
};

const fr_st_uploading_percent = /** @type {(inputs: St_Uploading_PercentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Envoi ${i?.percent}`)
};

const de_st_uploading_percent = /** @type {(inputs: St_Uploading_PercentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hochladen ${i?.percent}`)
};

const es_st_uploading_percent = /** @type {(inputs: St_Uploading_PercentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Subiendo ${i?.percent}`)
};

const pt_br2_st_uploading_percent = /** @type {(inputs: St_Uploading_PercentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enviando ${i?.percent}`)
};

const ja_st_uploading_percent = /** @type {(inputs: St_Uploading_PercentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`アップロード中 ${i?.percent}`)
};

const ar_st_uploading_percent = /** @type {(inputs: St_Uploading_PercentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`جارٍ الرفع ${i?.percent}`)
};

/**
* | output |
* | --- |
* | "Uploading {percent}" |
*
* @param {St_Uploading_PercentInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const st_uploading_percent = /** @type {((inputs: St_Uploading_PercentInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<St_Uploading_PercentInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_st_uploading_percent(inputs)
	if (locale === "de") return de_st_uploading_percent(inputs)
	if (locale === "es") return es_st_uploading_percent(inputs)
	if (locale === "pt-BR") return pt_br2_st_uploading_percent(inputs)
	if (locale === "ja") return ja_st_uploading_percent(inputs)
	if (locale === "ar") return ar_st_uploading_percent(inputs)
	return en_st_uploading_percent(inputs)
});