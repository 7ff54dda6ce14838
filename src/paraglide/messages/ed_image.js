/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_ImageInputs */

const en_ed_image = /** @type {(inputs: Ed_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Image`)
};

const fr_ed_image = /** @type {(inputs: Ed_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Image`)
};

const de_ed_image = /** @type {(inputs: Ed_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bild`)
};

const es_ed_image = /** @type {(inputs: Ed_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imagen`)
};

const pt_br2_ed_image = /** @type {(inputs: Ed_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imagem`)
};

const ja_ed_image = /** @type {(inputs: Ed_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`画像`)
};

const ar_ed_image = /** @type {(inputs: Ed_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صورة`)
};

/**
* | output |
* | --- |
* | "Image" |
*
* @param {Ed_ImageInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_image = /** @type {((inputs?: Ed_ImageInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_ImageInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_image(inputs)
	if (locale === "de") return de_ed_image(inputs)
	if (locale === "es") return es_ed_image(inputs)
	if (locale === "pt-BR") return pt_br2_ed_image(inputs)
	if (locale === "ja") return ja_ed_image(inputs)
	if (locale === "ar") return ar_ed_image(inputs)
	return en_ed_image(inputs)
});