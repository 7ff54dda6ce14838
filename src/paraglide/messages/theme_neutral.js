/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Theme_NeutralInputs */

const en_theme_neutral = /** @type {(inputs: Theme_NeutralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neutral`)
};

const fr_theme_neutral = /** @type {(inputs: Theme_NeutralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neutre`)
};

const de_theme_neutral = /** @type {(inputs: Theme_NeutralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neutral`)
};

const es_theme_neutral = /** @type {(inputs: Theme_NeutralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neutro`)
};

const pt_br2_theme_neutral = /** @type {(inputs: Theme_NeutralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neutro`)
};

const ja_theme_neutral = /** @type {(inputs: Theme_NeutralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ニュートラル`)
};

const ar_theme_neutral = /** @type {(inputs: Theme_NeutralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`محايد`)
};

/**
* | output |
* | --- |
* | "Neutral" |
*
* @param {Theme_NeutralInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const theme_neutral = /** @type {((inputs?: Theme_NeutralInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Theme_NeutralInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_theme_neutral(inputs)
	if (locale === "de") return de_theme_neutral(inputs)
	if (locale === "es") return es_theme_neutral(inputs)
	if (locale === "pt-BR") return pt_br2_theme_neutral(inputs)
	if (locale === "ja") return ja_theme_neutral(inputs)
	if (locale === "ar") return ar_theme_neutral(inputs)
	return en_theme_neutral(inputs)
});