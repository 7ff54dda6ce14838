/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Fedi_Reply_SentInputs */

const en_fedi_reply_sent = /** @type {(inputs: Fedi_Reply_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reply sent to ${i?.name}`)
};

const fr_fedi_reply_sent = /** @type {(inputs: Fedi_Reply_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Réponse envoyée à ${i?.name}`)
};

const de_fedi_reply_sent = /** @type {(inputs: Fedi_Reply_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Antwort an ${i?.name} gesendet`)
};

const es_fedi_reply_sent = /** @type {(inputs: Fedi_Reply_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Respuesta enviada a ${i?.name}`)
};

const pt_br2_fedi_reply_sent = /** @type {(inputs: Fedi_Reply_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Resposta enviada para ${i?.name}`)
};

const ja_fedi_reply_sent = /** @type {(inputs: Fedi_Reply_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} さんに返信しました`)
};

const ar_fedi_reply_sent = /** @type {(inputs: Fedi_Reply_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أُرسل الرد إلى ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Reply sent to {name}" |
*
* @param {Fedi_Reply_SentInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const fedi_reply_sent = /** @type {((inputs: Fedi_Reply_SentInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fedi_Reply_SentInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_fedi_reply_sent(inputs)
	if (locale === "de") return de_fedi_reply_sent(inputs)
	if (locale === "es") return es_fedi_reply_sent(inputs)
	if (locale === "pt-BR") return pt_br2_fedi_reply_sent(inputs)
	if (locale === "ja") return ja_fedi_reply_sent(inputs)
	if (locale === "ar") return ar_fedi_reply_sent(inputs)
	return en_fedi_reply_sent(inputs)
});