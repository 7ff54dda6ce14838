/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} St_Upload_PictureInputs */

const en_st_upload_picture = /** @type {(inputs: St_Upload_PictureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload a picture`)
};

const fr_st_upload_picture = /** @type {(inputs: St_Upload_PictureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer une photo`)
};

const de_st_upload_picture = /** @type {(inputs: St_Upload_PictureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bild hochladen`)
};

const es_st_upload_picture = /** @type {(inputs: St_Upload_PictureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subir una foto`)
};

const pt_br2_st_upload_picture = /** @type {(inputs: St_Upload_PictureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar uma foto`)
};

const ja_st_upload_picture = /** @type {(inputs: St_Upload_PictureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`写真をアップロード`)
};

const ar_st_upload_picture = /** @type {(inputs: St_Upload_PictureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رفع صورة`)
};

/**
* | output |
* | --- |
* | "Upload a picture" |
*
* @param {St_Upload_PictureInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const st_upload_picture = /** @type {((inputs?: St_Upload_PictureInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<St_Upload_PictureInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_st_upload_picture(inputs)
	if (locale === "de") return de_st_upload_picture(inputs)
	if (locale === "es") return es_st_upload_picture(inputs)
	if (locale === "pt-BR") return pt_br2_st_upload_picture(inputs)
	if (locale === "ja") return ja_st_upload_picture(inputs)
	if (locale === "ar") return ar_st_upload_picture(inputs)
	return en_st_upload_picture(inputs)
});