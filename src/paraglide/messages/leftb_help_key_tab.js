/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_Help_Key_TabInputs */

const en_leftb_help_key_tab = /** @type {(inputs: Leftb_Help_Key_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tab`)
};

const fr_leftb_help_key_tab = /** @type {(inputs: Leftb_Help_Key_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tab`)
};

const de_leftb_help_key_tab = /** @type {(inputs: Leftb_Help_Key_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tab`)
};

const es_leftb_help_key_tab = /** @type {(inputs: Leftb_Help_Key_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tab`)
};

const pt_br2_leftb_help_key_tab = /** @type {(inputs: Leftb_Help_Key_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tab`)
};

const ja_leftb_help_key_tab = /** @type {(inputs: Leftb_Help_Key_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tab`)
};

const ar_leftb_help_key_tab = /** @type {(inputs: Leftb_Help_Key_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tab`)
};

/**
* | output |
* | --- |
* | "Tab" |
*
* @param {Leftb_Help_Key_TabInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_help_key_tab = /** @type {((inputs?: Leftb_Help_Key_TabInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Help_Key_TabInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_help_key_tab(inputs)
	if (locale === "de") return de_leftb_help_key_tab(inputs)
	if (locale === "es") return es_leftb_help_key_tab(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_help_key_tab(inputs)
	if (locale === "ja") return ja_leftb_help_key_tab(inputs)
	if (locale === "ar") return ar_leftb_help_key_tab(inputs)
	return en_leftb_help_key_tab(inputs)
});