/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown> }} Nl_Text_UnsubscribeInputs */

const en_nl_text_unsubscribe = /** @type {(inputs: Nl_Text_UnsubscribeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unsubscribe: ${i?.url}`)
};

const fr_nl_text_unsubscribe = /** @type {(inputs: Nl_Text_UnsubscribeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se désabonner : ${i?.url}`)
};

const de_nl_text_unsubscribe = /** @type {(inputs: Nl_Text_UnsubscribeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abbestellen: ${i?.url}`)
};

const es_nl_text_unsubscribe = /** @type {(inputs: Nl_Text_UnsubscribeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Darse de baja: ${i?.url}`)
};

const pt_br2_nl_text_unsubscribe = /** @type {(inputs: Nl_Text_UnsubscribeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cancelar assinatura: ${i?.url}`)
};

const ja_nl_text_unsubscribe = /** @type {(inputs: Nl_Text_UnsubscribeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`購読を解除：${i?.url}`)
};

const ar_nl_text_unsubscribe = /** @type {(inputs: Nl_Text_UnsubscribeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`إلغاء الاشتراك: ${i?.url}`)
};

/**
* | output |
* | --- |
* | "Unsubscribe: {url}" |
*
* @param {Nl_Text_UnsubscribeInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const nl_text_unsubscribe = /** @type {((inputs: Nl_Text_UnsubscribeInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nl_Text_UnsubscribeInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_nl_text_unsubscribe(inputs)
	if (locale === "de") return de_nl_text_unsubscribe(inputs)
	if (locale === "es") return es_nl_text_unsubscribe(inputs)
	if (locale === "pt-BR") return pt_br2_nl_text_unsubscribe(inputs)
	if (locale === "ja") return ja_nl_text_unsubscribe(inputs)
	if (locale === "ar") return ar_nl_text_unsubscribe(inputs)
	return en_nl_text_unsubscribe(inputs)
});