/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Lefta_Mod_WhyInputs */

const en_lefta_mod_why = /** @type {(inputs: Lefta_Mod_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Why: ${i?.reason}`)
};

const fr_lefta_mod_why = /** @type {(inputs: Lefta_Mod_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Motif : ${i?.reason}`)
};

const de_lefta_mod_why = /** @type {(inputs: Lefta_Mod_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Grund: ${i?.reason}`)
};

const es_lefta_mod_why = /** @type {(inputs: Lefta_Mod_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Motivo: ${i?.reason}`)
};

const pt_br2_lefta_mod_why = /** @type {(inputs: Lefta_Mod_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Motivo: ${i?.reason}`)
};

const ja_lefta_mod_why = /** @type {(inputs: Lefta_Mod_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`理由: ${i?.reason}`)
};

const ar_lefta_mod_why = /** @type {(inputs: Lefta_Mod_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`السبب: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Why: {reason}" |
*
* @param {Lefta_Mod_WhyInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_mod_why = /** @type {((inputs: Lefta_Mod_WhyInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Mod_WhyInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_mod_why(inputs)
	if (locale === "de") return de_lefta_mod_why(inputs)
	if (locale === "es") return es_lefta_mod_why(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_mod_why(inputs)
	if (locale === "ja") return ja_lefta_mod_why(inputs)
	if (locale === "ar") return ar_lefta_mod_why(inputs)
	return en_lefta_mod_why(inputs)
});