/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} St_PictureInputs */

const en_st_picture = /** @type {(inputs: St_PictureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Picture`)
};

const fr_st_picture = /** @type {(inputs: St_PictureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo`)
};

const de_st_picture = /** @type {(inputs: St_PictureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bild`)
};

const es_st_picture = /** @type {(inputs: St_PictureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto`)
};

const pt_br2_st_picture = /** @type {(inputs: St_PictureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foto`)
};

const ja_st_picture = /** @type {(inputs: St_PictureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`写真`)
};

const ar_st_picture = /** @type {(inputs: St_PictureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الصورة`)
};

/**
* | output |
* | --- |
* | "Picture" |
*
* @param {St_PictureInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const st_picture = /** @type {((inputs?: St_PictureInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<St_PictureInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_st_picture(inputs)
	if (locale === "de") return de_st_picture(inputs)
	if (locale === "es") return es_st_picture(inputs)
	if (locale === "pt-BR") return pt_br2_st_picture(inputs)
	if (locale === "ja") return ja_st_picture(inputs)
	if (locale === "ar") return ar_st_picture(inputs)
	return en_st_picture(inputs)
});