/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Mod_LogInputs */

const en_lefta_mod_log = /** @type {(inputs: Lefta_Mod_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Log`)
};

const fr_lefta_mod_log = /** @type {(inputs: Lefta_Mod_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Journal`)
};

const de_lefta_mod_log = /** @type {(inputs: Lefta_Mod_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Protokoll`)
};

const es_lefta_mod_log = /** @type {(inputs: Lefta_Mod_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registro`)
};

const pt_br2_lefta_mod_log = /** @type {(inputs: Lefta_Mod_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registro`)
};

const ja_lefta_mod_log = /** @type {(inputs: Lefta_Mod_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`記録`)
};

const ar_lefta_mod_log = /** @type {(inputs: Lefta_Mod_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`السجل`)
};

/**
* | output |
* | --- |
* | "Log" |
*
* @param {Lefta_Mod_LogInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_mod_log = /** @type {((inputs?: Lefta_Mod_LogInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Mod_LogInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_mod_log(inputs)
	if (locale === "de") return de_lefta_mod_log(inputs)
	if (locale === "es") return es_lefta_mod_log(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_mod_log(inputs)
	if (locale === "ja") return ja_lefta_mod_log(inputs)
	if (locale === "ar") return ar_lefta_mod_log(inputs)
	return en_lefta_mod_log(inputs)
});