/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Wh_HideInputs */

const en_lefta_wh_hide = /** @type {(inputs: Lefta_Wh_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide deliveries`)
};

const fr_lefta_wh_hide = /** @type {(inputs: Lefta_Wh_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masquer les envois`)
};

const de_lefta_wh_hide = /** @type {(inputs: Lefta_Wh_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zustellungen ausblenden`)
};

const es_lefta_wh_hide = /** @type {(inputs: Lefta_Wh_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocultar entregas`)
};

const pt_br2_lefta_wh_hide = /** @type {(inputs: Lefta_Wh_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocultar entregas`)
};

const ja_lefta_wh_hide = /** @type {(inputs: Lefta_Wh_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`配信を隠す`)
};

const ar_lefta_wh_hide = /** @type {(inputs: Lefta_Wh_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إخفاء عمليات التسليم`)
};

/**
* | output |
* | --- |
* | "Hide deliveries" |
*
* @param {Lefta_Wh_HideInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_wh_hide = /** @type {((inputs?: Lefta_Wh_HideInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Wh_HideInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_wh_hide(inputs)
	if (locale === "de") return de_lefta_wh_hide(inputs)
	if (locale === "es") return es_lefta_wh_hide(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_wh_hide(inputs)
	if (locale === "ja") return ja_lefta_wh_hide(inputs)
	if (locale === "ar") return ar_lefta_wh_hide(inputs)
	return en_lefta_wh_hide(inputs)
});