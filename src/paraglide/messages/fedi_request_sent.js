/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fedi_Request_SentInputs */

const en_fedi_request_sent = /** @type {(inputs: Fedi_Request_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(request sent)`)
};

const fr_fedi_request_sent = /** @type {(inputs: Fedi_Request_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(demande envoyée)`)
};

const de_fedi_request_sent = /** @type {(inputs: Fedi_Request_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(Anfrage gesendet)`)
};

const es_fedi_request_sent = /** @type {(inputs: Fedi_Request_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(solicitud enviada)`)
};

const pt_br2_fedi_request_sent = /** @type {(inputs: Fedi_Request_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(solicitação enviada)`)
};

const ja_fedi_request_sent = /** @type {(inputs: Fedi_Request_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`（リクエスト送信済み）`)
};

const ar_fedi_request_sent = /** @type {(inputs: Fedi_Request_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(أُرسل الطلب)`)
};

/**
* | output |
* | --- |
* | "(request sent)" |
*
* @param {Fedi_Request_SentInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const fedi_request_sent = /** @type {((inputs?: Fedi_Request_SentInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fedi_Request_SentInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_fedi_request_sent(inputs)
	if (locale === "de") return de_fedi_request_sent(inputs)
	if (locale === "es") return es_fedi_request_sent(inputs)
	if (locale === "pt-BR") return pt_br2_fedi_request_sent(inputs)
	if (locale === "ja") return ja_fedi_request_sent(inputs)
	if (locale === "ar") return ar_fedi_request_sent(inputs)
	return en_fedi_request_sent(inputs)
});