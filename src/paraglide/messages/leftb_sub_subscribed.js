/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_Sub_SubscribedInputs */

const en_leftb_sub_subscribed = /** @type {(inputs: Leftb_Sub_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribed`)
};

const fr_leftb_sub_subscribed = /** @type {(inputs: Leftb_Sub_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement enregistré`)
};

const de_leftb_sub_subscribed = /** @type {(inputs: Leftb_Sub_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonniert`)
};

const es_leftb_sub_subscribed = /** @type {(inputs: Leftb_Sub_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suscripción hecha`)
};

const pt_br2_leftb_sub_subscribed = /** @type {(inputs: Leftb_Sub_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscrição feita`)
};

const ja_leftb_sub_subscribed = /** @type {(inputs: Leftb_Sub_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`購読しました`)
};

const ar_leftb_sub_subscribed = /** @type {(inputs: Leftb_Sub_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم الاشتراك`)
};

/**
* | output |
* | --- |
* | "Subscribed" |
*
* @param {Leftb_Sub_SubscribedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_sub_subscribed = /** @type {((inputs?: Leftb_Sub_SubscribedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Sub_SubscribedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_sub_subscribed(inputs)
	if (locale === "de") return de_leftb_sub_subscribed(inputs)
	if (locale === "es") return es_leftb_sub_subscribed(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_sub_subscribed(inputs)
	if (locale === "ja") return ja_leftb_sub_subscribed(inputs)
	if (locale === "ar") return ar_leftb_sub_subscribed(inputs)
	return en_leftb_sub_subscribed(inputs)
});