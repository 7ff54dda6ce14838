/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_Sub_Not_SubscribedInputs */

const en_leftb_sub_not_subscribed = /** @type {(inputs: Leftb_Sub_Not_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not subscribed`)
};

const fr_leftb_sub_not_subscribed = /** @type {(inputs: Leftb_Sub_Not_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement non effectué`)
};

const de_leftb_sub_not_subscribed = /** @type {(inputs: Leftb_Sub_Not_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht abonniert`)
};

const es_leftb_sub_not_subscribed = /** @type {(inputs: Leftb_Sub_Not_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo suscribir`)
};

const pt_br2_leftb_sub_not_subscribed = /** @type {(inputs: Leftb_Sub_Not_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscrição não feita`)
};

const ja_leftb_sub_not_subscribed = /** @type {(inputs: Leftb_Sub_Not_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`購読できませんでした`)
};

const ar_leftb_sub_not_subscribed = /** @type {(inputs: Leftb_Sub_Not_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يتم الاشتراك`)
};

/**
* | output |
* | --- |
* | "Not subscribed" |
*
* @param {Leftb_Sub_Not_SubscribedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_sub_not_subscribed = /** @type {((inputs?: Leftb_Sub_Not_SubscribedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Sub_Not_SubscribedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_sub_not_subscribed(inputs)
	if (locale === "de") return de_leftb_sub_not_subscribed(inputs)
	if (locale === "es") return es_leftb_sub_not_subscribed(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_sub_not_subscribed(inputs)
	if (locale === "ja") return ja_leftb_sub_not_subscribed(inputs)
	if (locale === "ar") return ar_leftb_sub_not_subscribed(inputs)
	return en_leftb_sub_not_subscribed(inputs)
});