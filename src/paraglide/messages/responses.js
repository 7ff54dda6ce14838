/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} ResponsesInputs */

const en_responses = /** @type {(inputs: ResponsesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Responses`)
};

const fr_responses = /** @type {(inputs: ResponsesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réactions`)
};

const de_responses = /** @type {(inputs: ResponsesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reaktionen`)
};

const es_responses = /** @type {(inputs: ResponsesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Respuestas`)
};

const pt_br2_responses = /** @type {(inputs: ResponsesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Respostas`)
};

const ja_responses = /** @type {(inputs: ResponsesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`反応`)
};

const ar_responses = /** @type {(inputs: ResponsesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`التفاعلات`)
};

/**
* | output |
* | --- |
* | "Responses" |
*
* @param {ResponsesInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const responses = /** @type {((inputs?: ResponsesInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<ResponsesInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_responses(inputs)
	if (locale === "de") return de_responses(inputs)
	if (locale === "es") return es_responses(inputs)
	if (locale === "pt-BR") return pt_br2_responses(inputs)
	if (locale === "ja") return ja_responses(inputs)
	if (locale === "ar") return ar_responses(inputs)
	return en_responses(inputs)
});