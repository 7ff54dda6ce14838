/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Fedi_Reply_ToInputs */

const en_fedi_reply_to = /** @type {(inputs: Fedi_Reply_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reply to ${i?.name}`)
};

const fr_fedi_reply_to = /** @type {(inputs: Fedi_Reply_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Répondre à ${i?.name}`)
};

const de_fedi_reply_to = /** @type {(inputs: Fedi_Reply_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} antworten`)
};

const es_fedi_reply_to = /** @type {(inputs: Fedi_Reply_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Responder a ${i?.name}`)
};

const pt_br2_fedi_reply_to = /** @type {(inputs: Fedi_Reply_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Responder a ${i?.name}`)
};

const ja_fedi_reply_to = /** @type {(inputs: Fedi_Reply_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} に返信`)
};

const ar_fedi_reply_to = /** @type {(inputs: Fedi_Reply_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الرد على ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Reply to {name}" |
*
* @param {Fedi_Reply_ToInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const fedi_reply_to = /** @type {((inputs: Fedi_Reply_ToInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fedi_Reply_ToInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_fedi_reply_to(inputs)
	if (locale === "de") return de_fedi_reply_to(inputs)
	if (locale === "es") return es_fedi_reply_to(inputs)
	if (locale === "pt-BR") return pt_br2_fedi_reply_to(inputs)
	if (locale === "ja") return ja_fedi_reply_to(inputs)
	if (locale === "ar") return ar_fedi_reply_to(inputs)
	return en_fedi_reply_to(inputs)
});