/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} St_SkipInputs */

const en_st_skip = /** @type {(inputs: St_SkipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skip for now`)
};

const fr_st_skip = /** @type {(inputs: St_SkipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passer pour l’instant`)
};

const de_st_skip = /** @type {(inputs: St_SkipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorerst überspringen`)
};

const es_st_skip = /** @type {(inputs: St_SkipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Omitir por ahora`)
};

const pt_br2_st_skip = /** @type {(inputs: St_SkipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pular por enquanto`)
};

const ja_st_skip = /** @type {(inputs: St_SkipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`今はスキップ`)
};

const ar_st_skip = /** @type {(inputs: St_SkipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تخطَّ الآن`)
};

/**
* | output |
* | --- |
* | "Skip for now" |
*
* @param {St_SkipInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const st_skip = /** @type {((inputs?: St_SkipInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<St_SkipInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_st_skip(inputs)
	if (locale === "de") return de_st_skip(inputs)
	if (locale === "es") return es_st_skip(inputs)
	if (locale === "pt-BR") return pt_br2_st_skip(inputs)
	if (locale === "ja") return ja_st_skip(inputs)
	if (locale === "ar") return ar_st_skip(inputs)
	return en_st_skip(inputs)
});