/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rich_Cover_ImageInputs */

const en_rich_cover_image = /** @type {(inputs: Rich_Cover_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cover image`)
};

const fr_rich_cover_image = /** @type {(inputs: Rich_Cover_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Image de couverture`)
};

const de_rich_cover_image = /** @type {(inputs: Rich_Cover_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Titelbild`)
};

const es_rich_cover_image = /** @type {(inputs: Rich_Cover_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imagen de portada`)
};

const pt_br2_rich_cover_image = /** @type {(inputs: Rich_Cover_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imagem de capa`)
};

const ja_rich_cover_image = /** @type {(inputs: Rich_Cover_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`カバー画像`)
};

const ar_rich_cover_image = /** @type {(inputs: Rich_Cover_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صورة الغلاف`)
};

/**
* | output |
* | --- |
* | "Cover image" |
*
* @param {Rich_Cover_ImageInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const rich_cover_image = /** @type {((inputs?: Rich_Cover_ImageInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rich_Cover_ImageInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_rich_cover_image(inputs)
	if (locale === "de") return de_rich_cover_image(inputs)
	if (locale === "es") return es_rich_cover_image(inputs)
	if (locale === "pt-BR") return pt_br2_rich_cover_image(inputs)
	if (locale === "ja") return ja_rich_cover_image(inputs)
	if (locale === "ar") return ar_rich_cover_image(inputs)
	return en_rich_cover_image(inputs)
});