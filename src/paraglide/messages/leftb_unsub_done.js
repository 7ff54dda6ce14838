/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Leftb_Unsub_DoneInputs */

const en_leftb_unsub_done = /** @type {(inputs: Leftb_Unsub_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You will get no more e-mail from ${i?.name}.`)
};

const fr_leftb_unsub_done = /** @type {(inputs: Leftb_Unsub_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous ne recevrez plus d’e-mails de ${i?.name}.`)
};

const de_leftb_unsub_done = /** @type {(inputs: Leftb_Unsub_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie erhalten keine E-Mails mehr von ${i?.name}.`)
};

const es_leftb_unsub_done = /** @type {(inputs: Leftb_Unsub_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ya no recibirás más correos de ${i?.name}.`)
};

const pt_br2_leftb_unsub_done = /** @type {(inputs: Leftb_Unsub_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Você não vai mais receber e-mails de ${i?.name}.`)
};

const ja_leftb_unsub_done = /** @type {(inputs: Leftb_Unsub_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}さんからのメールはもう届きません。`)
};

const ar_leftb_unsub_done = /** @type {(inputs: Leftb_Unsub_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`لن تصلك رسائل أخرى من ${i?.name}.`)
};

/**
* | output |
* | --- |
* | "You will get no more e-mail from {name}." |
*
* @param {Leftb_Unsub_DoneInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_unsub_done = /** @type {((inputs: Leftb_Unsub_DoneInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Unsub_DoneInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_unsub_done(inputs)
	if (locale === "de") return de_leftb_unsub_done(inputs)
	if (locale === "es") return es_leftb_unsub_done(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_unsub_done(inputs)
	if (locale === "ja") return ja_leftb_unsub_done(inputs)
	if (locale === "ar") return ar_leftb_unsub_done(inputs)
	return en_leftb_unsub_done(inputs)
});