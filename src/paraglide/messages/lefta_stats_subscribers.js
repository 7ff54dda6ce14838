/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Stats_SubscribersInputs */

const en_lefta_stats_subscribers = /** @type {(inputs: Lefta_Stats_SubscribersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribers by e-mail`)
};

const fr_lefta_stats_subscribers = /** @type {(inputs: Lefta_Stats_SubscribersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnés par e-mail`)
};

const de_lefta_stats_subscribers = /** @type {(inputs: Lefta_Stats_SubscribersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnenten per E-Mail`)
};

const es_lefta_stats_subscribers = /** @type {(inputs: Lefta_Stats_SubscribersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suscriptores por correo`)
};

const pt_br2_lefta_stats_subscribers = /** @type {(inputs: Lefta_Stats_SubscribersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assinantes por e-mail`)
};

const ja_lefta_stats_subscribers = /** @type {(inputs: Lefta_Stats_SubscribersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メール購読者`)
};

const ar_lefta_stats_subscribers = /** @type {(inputs: Lefta_Stats_SubscribersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المشتركون عبر البريد الإلكتروني`)
};

/**
* | output |
* | --- |
* | "Subscribers by e-mail" |
*
* @param {Lefta_Stats_SubscribersInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_stats_subscribers = /** @type {((inputs?: Lefta_Stats_SubscribersInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Stats_SubscribersInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_stats_subscribers(inputs)
	if (locale === "de") return de_lefta_stats_subscribers(inputs)
	if (locale === "es") return es_lefta_stats_subscribers(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_stats_subscribers(inputs)
	if (locale === "ja") return ja_lefta_stats_subscribers(inputs)
	if (locale === "ar") return ar_lefta_stats_subscribers(inputs)
	return en_lefta_stats_subscribers(inputs)
});