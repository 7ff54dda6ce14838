/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mod_Why_OtherInputs */

const en_mod_why_other = /** @type {(inputs: Mod_Why_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Other`)
};

const fr_mod_why_other = /** @type {(inputs: Mod_Why_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autre`)
};

const de_mod_why_other = /** @type {(inputs: Mod_Why_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sonstiges`)
};

const es_mod_why_other = /** @type {(inputs: Mod_Why_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otro`)
};

const pt_br2_mod_why_other = /** @type {(inputs: Mod_Why_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Outro`)
};

const ja_mod_why_other = /** @type {(inputs: Mod_Why_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`その他`)
};

const ar_mod_why_other = /** @type {(inputs: Mod_Why_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أخرى`)
};

/**
* | output |
* | --- |
* | "Other" |
*
* @param {Mod_Why_OtherInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mod_why_other = /** @type {((inputs?: Mod_Why_OtherInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mod_Why_OtherInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mod_why_other(inputs)
	if (locale === "de") return de_mod_why_other(inputs)
	if (locale === "es") return es_mod_why_other(inputs)
	if (locale === "pt-BR") return pt_br2_mod_why_other(inputs)
	if (locale === "ja") return ja_mod_why_other(inputs)
	if (locale === "ar") return ar_mod_why_other(inputs)
	return en_mod_why_other(inputs)
});