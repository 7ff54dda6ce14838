/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nl_UnsubscribeInputs */

const en_nl_unsubscribe = /** @type {(inputs: Nl_UnsubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsubscribe`)
};

const fr_nl_unsubscribe = /** @type {(inputs: Nl_UnsubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se désabonner`)
};

const de_nl_unsubscribe = /** @type {(inputs: Nl_UnsubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abbestellen`)
};

const es_nl_unsubscribe = /** @type {(inputs: Nl_UnsubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Darse de baja`)
};

const pt_br2_nl_unsubscribe = /** @type {(inputs: Nl_UnsubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar assinatura`)
};

const ja_nl_unsubscribe = /** @type {(inputs: Nl_UnsubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`購読を解除`)
};

const ar_nl_unsubscribe = /** @type {(inputs: Nl_UnsubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إلغاء الاشتراك`)
};

/**
* | output |
* | --- |
* | "Unsubscribe" |
*
* @param {Nl_UnsubscribeInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const nl_unsubscribe = /** @type {((inputs?: Nl_UnsubscribeInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nl_UnsubscribeInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_nl_unsubscribe(inputs)
	if (locale === "de") return de_nl_unsubscribe(inputs)
	if (locale === "es") return es_nl_unsubscribe(inputs)
	if (locale === "pt-BR") return pt_br2_nl_unsubscribe(inputs)
	if (locale === "ja") return ja_nl_unsubscribe(inputs)
	if (locale === "ar") return ar_nl_unsubscribe(inputs)
	return en_nl_unsubscribe(inputs)
});