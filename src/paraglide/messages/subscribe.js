/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} SubscribeInputs */

const en_subscribe = /** @type {(inputs: SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribe`)
};

const fr_subscribe = /** @type {(inputs: SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`S’abonner`)
};

const de_subscribe = /** @type {(inputs: SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnieren`)
};

const es_subscribe = /** @type {(inputs: SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suscribirse`)
};

const pt_br2_subscribe = /** @type {(inputs: SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assinar`)
};

const ja_subscribe = /** @type {(inputs: SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`購読する`)
};

const ar_subscribe = /** @type {(inputs: SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اشترك`)
};

/**
* | output |
* | --- |
* | "Subscribe" |
*
* @param {SubscribeInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const subscribe = /** @type {((inputs?: SubscribeInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<SubscribeInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_subscribe(inputs)
	if (locale === "de") return de_subscribe(inputs)
	if (locale === "es") return es_subscribe(inputs)
	if (locale === "pt-BR") return pt_br2_subscribe(inputs)
	if (locale === "ja") return ja_subscribe(inputs)
	if (locale === "ar") return ar_subscribe(inputs)
	return en_subscribe(inputs)
});