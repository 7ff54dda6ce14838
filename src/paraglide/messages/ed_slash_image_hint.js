/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Slash_Image_HintInputs */

const en_ed_slash_image_hint = /** @type {(inputs: Ed_Slash_Image_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload a picture`)
};

const fr_ed_slash_image_hint = /** @type {(inputs: Ed_Slash_Image_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer une image`)
};

const de_ed_slash_image_hint = /** @type {(inputs: Ed_Slash_Image_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Bild hochladen`)
};

const es_ed_slash_image_hint = /** @type {(inputs: Ed_Slash_Image_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subir una imagen`)
};

const pt_br2_ed_slash_image_hint = /** @type {(inputs: Ed_Slash_Image_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar uma imagem`)
};

const ja_ed_slash_image_hint = /** @type {(inputs: Ed_Slash_Image_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`画像をアップロード`)
};

const ar_ed_slash_image_hint = /** @type {(inputs: Ed_Slash_Image_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رفع صورة`)
};

/**
* | output |
* | --- |
* | "Upload a picture" |
*
* @param {Ed_Slash_Image_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_slash_image_hint = /** @type {((inputs?: Ed_Slash_Image_HintInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Slash_Image_HintInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_slash_image_hint(inputs)
	if (locale === "de") return de_ed_slash_image_hint(inputs)
	if (locale === "es") return es_ed_slash_image_hint(inputs)
	if (locale === "pt-BR") return pt_br2_ed_slash_image_hint(inputs)
	if (locale === "ja") return ja_ed_slash_image_hint(inputs)
	if (locale === "ar") return ar_ed_slash_image_hint(inputs)
	return en_ed_slash_image_hint(inputs)
});