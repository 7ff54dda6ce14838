/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} St_BioInputs */

const en_st_bio = /** @type {(inputs: St_BioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bio`)
};

const fr_st_bio = /** @type {(inputs: St_BioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bio`)
};

const de_st_bio = /** @type {(inputs: St_BioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Über mich`)
};

const es_st_bio = /** @type {(inputs: St_BioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Biografía`)
};

const pt_br2_st_bio = /** @type {(inputs: St_BioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bio`)
};

const ja_st_bio = /** @type {(inputs: St_BioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`自己紹介`)
};

const ar_st_bio = /** @type {(inputs: St_BioInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نبذة`)
};

/**
* | output |
* | --- |
* | "Bio" |
*
* @param {St_BioInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const st_bio = /** @type {((inputs?: St_BioInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<St_BioInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_st_bio(inputs)
	if (locale === "de") return de_st_bio(inputs)
	if (locale === "es") return es_st_bio(inputs)
	if (locale === "pt-BR") return pt_br2_st_bio(inputs)
	if (locale === "ja") return ja_st_bio(inputs)
	if (locale === "ar") return ar_st_bio(inputs)
	return en_st_bio(inputs)
});