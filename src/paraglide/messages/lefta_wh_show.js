/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Wh_ShowInputs */

const en_lefta_wh_show = /** @type {(inputs: Lefta_Wh_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show deliveries`)
};

const fr_lefta_wh_show = /** @type {(inputs: Lefta_Wh_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher les envois`)
};

const de_lefta_wh_show = /** @type {(inputs: Lefta_Wh_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zustellungen anzeigen`)
};

const es_lefta_wh_show = /** @type {(inputs: Lefta_Wh_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar entregas`)
};

const pt_br2_lefta_wh_show = /** @type {(inputs: Lefta_Wh_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar entregas`)
};

const ja_lefta_wh_show = /** @type {(inputs: Lefta_Wh_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`配信を表示`)
};

const ar_lefta_wh_show = /** @type {(inputs: Lefta_Wh_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عرض عمليات التسليم`)
};

/**
* | output |
* | --- |
* | "Show deliveries" |
*
* @param {Lefta_Wh_ShowInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_wh_show = /** @type {((inputs?: Lefta_Wh_ShowInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Wh_ShowInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_wh_show(inputs)
	if (locale === "de") return de_lefta_wh_show(inputs)
	if (locale === "es") return es_lefta_wh_show(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_wh_show(inputs)
	if (locale === "ja") return ja_lefta_wh_show(inputs)
	if (locale === "ar") return ar_lefta_wh_show(inputs)
	return en_lefta_wh_show(inputs)
});