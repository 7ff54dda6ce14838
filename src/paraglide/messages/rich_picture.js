/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rich_PictureInputs */

const en_rich_picture = /** @type {(inputs: Rich_PictureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Picture`)
};

const fr_rich_picture = /** @type {(inputs: Rich_PictureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Image`)
};

const de_rich_picture = /** @type {(inputs: Rich_PictureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bild`)
};

const es_rich_picture = /** @type {(inputs: Rich_PictureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imagen`)
};

const pt_br2_rich_picture = /** @type {(inputs: Rich_PictureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imagem`)
};

const ja_rich_picture = /** @type {(inputs: Rich_PictureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`画像`)
};

const ar_rich_picture = /** @type {(inputs: Rich_PictureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صورة`)
};

/**
* | output |
* | --- |
* | "Picture" |
*
* @param {Rich_PictureInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const rich_picture = /** @type {((inputs?: Rich_PictureInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rich_PictureInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_rich_picture(inputs)
	if (locale === "de") return de_rich_picture(inputs)
	if (locale === "es") return es_rich_picture(inputs)
	if (locale === "pt-BR") return pt_br2_rich_picture(inputs)
	if (locale === "ja") return ja_rich_picture(inputs)
	if (locale === "ar") return ar_rich_picture(inputs)
	return en_rich_picture(inputs)
});