/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cm_ReplyInputs */

const en_cm_reply = /** @type {(inputs: Cm_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reply`)
};

const fr_cm_reply = /** @type {(inputs: Cm_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Répondre`)
};

const de_cm_reply = /** @type {(inputs: Cm_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antworten`)
};

const es_cm_reply = /** @type {(inputs: Cm_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Responder`)
};

const pt_br2_cm_reply = /** @type {(inputs: Cm_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Responder`)
};

const ja_cm_reply = /** @type {(inputs: Cm_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`返信`)
};

const ar_cm_reply = /** @type {(inputs: Cm_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رد`)
};

/**
* | output |
* | --- |
* | "Reply" |
*
* @param {Cm_ReplyInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const cm_reply = /** @type {((inputs?: Cm_ReplyInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cm_ReplyInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cm_reply(inputs)
	if (locale === "de") return de_cm_reply(inputs)
	if (locale === "es") return es_cm_reply(inputs)
	if (locale === "pt-BR") return pt_br2_cm_reply(inputs)
	if (locale === "ja") return ja_cm_reply(inputs)
	if (locale === "ar") return ar_cm_reply(inputs)
	return en_cm_reply(inputs)
});