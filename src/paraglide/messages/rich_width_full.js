/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rich_Width_FullInputs */

const en_rich_width_full = /** @type {(inputs: Rich_Width_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full width`)
};

const fr_rich_width_full = /** @type {(inputs: Rich_Width_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pleine largeur`)
};

const de_rich_width_full = /** @type {(inputs: Rich_Width_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volle Breite`)
};

const es_rich_width_full = /** @type {(inputs: Rich_Width_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ancho completo`)
};

const pt_br2_rich_width_full = /** @type {(inputs: Rich_Width_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Largura total`)
};

const ja_rich_width_full = /** @type {(inputs: Rich_Width_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`全幅`)
};

const ar_rich_width_full = /** @type {(inputs: Rich_Width_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بعرض الصفحة`)
};

/**
* | output |
* | --- |
* | "Full width" |
*
* @param {Rich_Width_FullInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const rich_width_full = /** @type {((inputs?: Rich_Width_FullInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rich_Width_FullInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_rich_width_full(inputs)
	if (locale === "de") return de_rich_width_full(inputs)
	if (locale === "es") return es_rich_width_full(inputs)
	if (locale === "pt-BR") return pt_br2_rich_width_full(inputs)
	if (locale === "ja") return ja_rich_width_full(inputs)
	if (locale === "ar") return ar_rich_width_full(inputs)
	return en_rich_width_full(inputs)
});