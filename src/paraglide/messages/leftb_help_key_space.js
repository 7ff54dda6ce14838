/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_Help_Key_SpaceInputs */

const en_leftb_help_key_space = /** @type {(inputs: Leftb_Help_Key_SpaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Space`)
};

const fr_leftb_help_key_space = /** @type {(inputs: Leftb_Help_Key_SpaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Espace`)
};

const de_leftb_help_key_space = /** @type {(inputs: Leftb_Help_Key_SpaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leertaste`)
};

const es_leftb_help_key_space = /** @type {(inputs: Leftb_Help_Key_SpaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Espacio`)
};

const pt_br2_leftb_help_key_space = /** @type {(inputs: Leftb_Help_Key_SpaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Espaço`)
};

const ja_leftb_help_key_space = /** @type {(inputs: Leftb_Help_Key_SpaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`スペース`)
};

const ar_leftb_help_key_space = /** @type {(inputs: Leftb_Help_Key_SpaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المسافة`)
};

/**
* | output |
* | --- |
* | "Space" |
*
* @param {Leftb_Help_Key_SpaceInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_help_key_space = /** @type {((inputs?: Leftb_Help_Key_SpaceInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Help_Key_SpaceInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_help_key_space(inputs)
	if (locale === "de") return de_leftb_help_key_space(inputs)
	if (locale === "es") return es_leftb_help_key_space(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_help_key_space(inputs)
	if (locale === "ja") return ja_leftb_help_key_space(inputs)
	if (locale === "ar") return ar_leftb_help_key_space(inputs)
	return en_leftb_help_key_space(inputs)
});