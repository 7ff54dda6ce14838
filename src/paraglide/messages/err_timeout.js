/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Err_TimeoutInputs */

const en_err_timeout = /** @type {(inputs: Err_TimeoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server took too long to answer. Please try again.`)
};

const fr_err_timeout = /** @type {(inputs: Err_TimeoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le serveur a mis trop de temps à répondre. Veuillez réessayer.`)
};

const de_err_timeout = /** @type {(inputs: Err_TimeoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Server hat zu lange gebraucht. Bitte versuche es erneut.`)
};

const es_err_timeout = /** @type {(inputs: Err_TimeoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servidor tardó demasiado en responder. Inténtalo de nuevo.`)
};

const pt_br2_err_timeout = /** @type {(inputs: Err_TimeoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O servidor demorou demais para responder. Tente de novo.`)
};

const ja_err_timeout = /** @type {(inputs: Err_TimeoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`サーバーの応答に時間がかかりすぎました。もう一度お試しください。`)
};

const ar_err_timeout = /** @type {(inputs: Err_TimeoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استغرق الخادم وقتًا طويلًا للرد. يُرجى المحاولة مجددًا.`)
};

/**
* | output |
* | --- |
* | "The server took too long to answer. Please try again." |
*
* @param {Err_TimeoutInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const err_timeout = /** @type {((inputs?: Err_TimeoutInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_TimeoutInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_err_timeout(inputs)
	if (locale === "de") return de_err_timeout(inputs)
	if (locale === "es") return es_err_timeout(inputs)
	if (locale === "pt-BR") return pt_br2_err_timeout(inputs)
	if (locale === "ja") return ja_err_timeout(inputs)
	if (locale === "ar") return ar_err_timeout(inputs)
	return en_err_timeout(inputs)
});