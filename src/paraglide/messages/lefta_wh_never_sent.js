/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Wh_Never_SentInputs */

const en_lefta_wh_never_sent = /** @type {(inputs: Lefta_Wh_Never_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing sent yet`)
};

const fr_lefta_wh_never_sent = /** @type {(inputs: Lefta_Wh_Never_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien d’envoyé pour l’instant`)
};

const de_lefta_wh_never_sent = /** @type {(inputs: Lefta_Wh_Never_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch nichts gesendet`)
};

const es_lefta_wh_never_sent = /** @type {(inputs: Lefta_Wh_Never_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no se ha enviado nada`)
};

const pt_br2_lefta_wh_never_sent = /** @type {(inputs: Lefta_Wh_Never_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nada enviado ainda`)
};

const ja_lefta_wh_never_sent = /** @type {(inputs: Lefta_Wh_Never_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`まだ何も送信していません`)
};

const ar_lefta_wh_never_sent = /** @type {(inputs: Lefta_Wh_Never_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يُرسل شيء بعد`)
};

/**
* | output |
* | --- |
* | "Nothing sent yet" |
*
* @param {Lefta_Wh_Never_SentInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_wh_never_sent = /** @type {((inputs?: Lefta_Wh_Never_SentInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Wh_Never_SentInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_wh_never_sent(inputs)
	if (locale === "de") return de_lefta_wh_never_sent(inputs)
	if (locale === "es") return es_lefta_wh_never_sent(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_wh_never_sent(inputs)
	if (locale === "ja") return ja_lefta_wh_never_sent(inputs)
	if (locale === "ar") return ar_lefta_wh_never_sent(inputs)
	return en_lefta_wh_never_sent(inputs)
});