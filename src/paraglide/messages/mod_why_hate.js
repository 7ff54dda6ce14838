/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mod_Why_HateInputs */

const en_mod_why_hate = /** @type {(inputs: Mod_Why_HateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hate`)
};

const fr_mod_why_hate = /** @type {(inputs: Mod_Why_HateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Haine`)
};

const de_mod_why_hate = /** @type {(inputs: Mod_Why_HateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hass`)
};

const es_mod_why_hate = /** @type {(inputs: Mod_Why_HateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odio`)
};

const pt_br2_mod_why_hate = /** @type {(inputs: Mod_Why_HateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ódio`)
};

const ja_mod_why_hate = /** @type {(inputs: Mod_Why_HateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ヘイト`)
};

const ar_mod_why_hate = /** @type {(inputs: Mod_Why_HateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كراهية`)
};

/**
* | output |
* | --- |
* | "Hate" |
*
* @param {Mod_Why_HateInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mod_why_hate = /** @type {((inputs?: Mod_Why_HateInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mod_Why_HateInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mod_why_hate(inputs)
	if (locale === "de") return de_mod_why_hate(inputs)
	if (locale === "es") return es_mod_why_hate(inputs)
	if (locale === "pt-BR") return pt_br2_mod_why_hate(inputs)
	if (locale === "ja") return ja_mod_why_hate(inputs)
	if (locale === "ar") return ar_mod_why_hate(inputs)
	return en_mod_why_hate(inputs)
});