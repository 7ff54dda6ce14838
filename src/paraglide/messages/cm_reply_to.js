/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Cm_Reply_ToInputs */

const en_cm_reply_to = /** @type {(inputs: Cm_Reply_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reply to ${i?.name}`)
};

const fr_cm_reply_to = /** @type {(inputs: Cm_Reply_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Répondre à ${i?.name}`)
};

const de_cm_reply_to = /** @type {(inputs: Cm_Reply_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} antworten`)
};

const es_cm_reply_to = /** @type {(inputs: Cm_Reply_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Responder a ${i?.name}`)
};

const pt_br2_cm_reply_to = /** @type {(inputs: Cm_Reply_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Responder a ${i?.name}`)
};

const ja_cm_reply_to = /** @type {(inputs: Cm_Reply_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}さんに返信`)
};

const ar_cm_reply_to = /** @type {(inputs: Cm_Reply_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الرد على ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Reply to {name}" |
*
* @param {Cm_Reply_ToInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const cm_reply_to = /** @type {((inputs: Cm_Reply_ToInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cm_Reply_ToInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cm_reply_to(inputs)
	if (locale === "de") return de_cm_reply_to(inputs)
	if (locale === "es") return es_cm_reply_to(inputs)
	if (locale === "pt-BR") return pt_br2_cm_reply_to(inputs)
	if (locale === "ja") return ja_cm_reply_to(inputs)
	if (locale === "ar") return ar_cm_reply_to(inputs)
	return en_cm_reply_to(inputs)
});