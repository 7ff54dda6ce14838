/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} St_Your_PictureInputs */

const en_st_your_picture = /** @type {(inputs: St_Your_PictureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your picture`)
};

const fr_st_your_picture = /** @type {(inputs: St_Your_PictureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre photo`)
};

const de_st_your_picture = /** @type {(inputs: St_Your_PictureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Bild`)
};

const es_st_your_picture = /** @type {(inputs: St_Your_PictureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu foto`)
};

const pt_br2_st_your_picture = /** @type {(inputs: St_Your_PictureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sua foto`)
};

const ja_st_your_picture = /** @type {(inputs: St_Your_PictureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`あなたの写真`)
};

const ar_st_your_picture = /** @type {(inputs: St_Your_PictureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صورتك`)
};

/**
* | output |
* | --- |
* | "Your picture" |
*
* @param {St_Your_PictureInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const st_your_picture = /** @type {((inputs?: St_Your_PictureInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<St_Your_PictureInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_st_your_picture(inputs)
	if (locale === "de") return de_st_your_picture(inputs)
	if (locale === "es") return es_st_your_picture(inputs)
	if (locale === "pt-BR") return pt_br2_st_your_picture(inputs)
	if (locale === "ja") return ja_st_your_picture(inputs)
	if (locale === "ar") return ar_st_your_picture(inputs)
	return en_st_your_picture(inputs)
});