/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ handle: NonNullable<unknown> }} Fedi_Follow_SentInputs */

const en_fedi_follow_sent = /** @type {(inputs: Fedi_Follow_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Follow request sent to @${i?.handle}`)
};

const fr_fedi_follow_sent = /** @type {(inputs: Fedi_Follow_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Demande d’abonnement envoyée à @${i?.handle}`)
};

const de_fedi_follow_sent = /** @type {(inputs: Fedi_Follow_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Folgeanfrage an @${i?.handle} gesendet`)
};

const es_fedi_follow_sent = /** @type {(inputs: Fedi_Follow_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Solicitud de seguimiento enviada a @${i?.handle}`)
};

const pt_br2_fedi_follow_sent = /** @type {(inputs: Fedi_Follow_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pedido para seguir enviado para @${i?.handle}`)
};

const ja_fedi_follow_sent = /** @type {(inputs: Fedi_Follow_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`@${i?.handle} にフォローリクエストを送りました`)
};

const ar_fedi_follow_sent = /** @type {(inputs: Fedi_Follow_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أُرسل طلب المتابعة إلى ‎@${i?.handle}`)
};

/**
* | output |
* | --- |
* | "Follow request sent to @{handle}" |
*
* @param {Fedi_Follow_SentInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const fedi_follow_sent = /** @type {((inputs: Fedi_Follow_SentInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fedi_Follow_SentInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_fedi_follow_sent(inputs)
	if (locale === "de") return de_fedi_follow_sent(inputs)
	if (locale === "es") return es_fedi_follow_sent(inputs)
	if (locale === "pt-BR") return pt_br2_fedi_follow_sent(inputs)
	if (locale === "ja") return ja_fedi_follow_sent(inputs)
	if (locale === "ar") return ar_fedi_follow_sent(inputs)
	return en_fedi_follow_sent(inputs)
});