/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Mod_HiddenInputs */

const en_lefta_mod_hidden = /** @type {(inputs: Lefta_Mod_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(hidden)`)
};

const fr_lefta_mod_hidden = /** @type {(inputs: Lefta_Mod_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(masquée)`)
};

const de_lefta_mod_hidden = /** @type {(inputs: Lefta_Mod_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(verborgen)`)
};

const es_lefta_mod_hidden = /** @type {(inputs: Lefta_Mod_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(oculta)`)
};

const pt_br2_lefta_mod_hidden = /** @type {(inputs: Lefta_Mod_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(oculta)`)
};

const ja_lefta_mod_hidden = /** @type {(inputs: Lefta_Mod_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`（非表示）`)
};

const ar_lefta_mod_hidden = /** @type {(inputs: Lefta_Mod_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(مخفية)`)
};

/**
* | output |
* | --- |
* | "(hidden)" |
*
* @param {Lefta_Mod_HiddenInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_mod_hidden = /** @type {((inputs?: Lefta_Mod_HiddenInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Mod_HiddenInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_mod_hidden(inputs)
	if (locale === "de") return de_lefta_mod_hidden(inputs)
	if (locale === "es") return es_lefta_mod_hidden(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_mod_hidden(inputs)
	if (locale === "ja") return ja_lefta_mod_hidden(inputs)
	if (locale === "ar") return ar_lefta_mod_hidden(inputs)
	return en_lefta_mod_hidden(inputs)
});