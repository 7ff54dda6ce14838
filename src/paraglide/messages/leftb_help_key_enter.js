/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_Help_Key_EnterInputs */

const en_leftb_help_key_enter = /** @type {(inputs: Leftb_Help_Key_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter`)
};

const fr_leftb_help_key_enter = /** @type {(inputs: Leftb_Help_Key_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrée`)
};

const de_leftb_help_key_enter = /** @type {(inputs: Leftb_Help_Key_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eingabe`)
};

const es_leftb_help_key_enter = /** @type {(inputs: Leftb_Help_Key_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Intro`)
};

const pt_br2_leftb_help_key_enter = /** @type {(inputs: Leftb_Help_Key_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter`)
};

const ja_leftb_help_key_enter = /** @type {(inputs: Leftb_Help_Key_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter`)
};

const ar_leftb_help_key_enter = /** @type {(inputs: Leftb_Help_Key_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter`)
};

/**
* | output |
* | --- |
* | "Enter" |
*
* @param {Leftb_Help_Key_EnterInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_help_key_enter = /** @type {((inputs?: Leftb_Help_Key_EnterInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Help_Key_EnterInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_help_key_enter(inputs)
	if (locale === "de") return de_leftb_help_key_enter(inputs)
	if (locale === "es") return es_leftb_help_key_enter(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_help_key_enter(inputs)
	if (locale === "ja") return ja_leftb_help_key_enter(inputs)
	if (locale === "ar") return ar_leftb_help_key_enter(inputs)
	return en_leftb_help_key_enter(inputs)
});