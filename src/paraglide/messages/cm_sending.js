/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cm_SendingInputs */

const en_cm_sending = /** @type {(inputs: Cm_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending…`)
};

const fr_cm_sending = /** @type {(inputs: Cm_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoi…`)
};

const de_cm_sending = /** @type {(inputs: Cm_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird gesendet…`)
};

const es_cm_sending = /** @type {(inputs: Cm_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviando…`)
};

const pt_br2_cm_sending = /** @type {(inputs: Cm_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviando…`)
};

const ja_cm_sending = /** @type {(inputs: Cm_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`送信中…`)
};

const ar_cm_sending = /** @type {(inputs: Cm_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ الإرسال…`)
};

/**
* | output |
* | --- |
* | "Sending…" |
*
* @param {Cm_SendingInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const cm_sending = /** @type {((inputs?: Cm_SendingInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cm_SendingInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cm_sending(inputs)
	if (locale === "de") return de_cm_sending(inputs)
	if (locale === "es") return es_cm_sending(inputs)
	if (locale === "pt-BR") return pt_br2_cm_sending(inputs)
	if (locale === "ja") return ja_cm_sending(inputs)
	if (locale === "ar") return ar_cm_sending(inputs)
	return en_cm_sending(inputs)
});