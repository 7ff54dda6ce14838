/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ percent: NonNullable<unknown> }} Ed_Uploading_ImageInputs */

const en_ed_uploading_image = /** @type {(inputs: Ed_Uploading_ImageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uploading image ${i?.percent}`)
};

const fr_ed_uploading_image = /** @type {(inputs: Ed_Uploading_ImageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Envoi de l’image ${i?.percent}`)
};

const de_ed_uploading_image = /** @type {(inputs: Ed_Uploading_ImageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bild wird hochgeladen ${i?.percent}`)
};

const es_ed_uploading_image = /** @type {(inputs: Ed_Uploading_ImageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Subiendo imagen ${i?.percent}`)
};

const pt_br2_ed_uploading_image = /** @type {(inputs: Ed_Uploading_ImageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enviando imagem ${i?.percent}`)
};

const ja_ed_uploading_image = /** @type {(inputs: Ed_Uploading_ImageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`画像をアップロード中 ${i?.percent}`)
};

const ar_ed_uploading_image = /** @type {(inputs: Ed_Uploading_ImageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`جارٍ رفع الصورة ${i?.percent}`)
};

/**
* | output |
* | --- |
* | "Uploading image {percent}" |
*
* @param {Ed_Uploading_ImageInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_uploading_image = /** @type {((inputs: Ed_Uploading_ImageInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Uploading_ImageInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_uploading_image(inputs)
	if (locale === "de") return de_ed_uploading_image(inputs)
	if (locale === "es") return es_ed_uploading_image(inputs)
	if (locale === "pt-BR") return pt_br2_ed_uploading_image(inputs)
	if (locale === "ja") return ja_ed_uploading_image(inputs)
	if (locale === "ar") return ar_ed_uploading_image(inputs)
	return en_ed_uploading_image(inputs)
});