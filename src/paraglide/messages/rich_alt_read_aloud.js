/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rich_Alt_Read_AloudInputs */

const en_rich_alt_read_aloud = /** @type {(inputs: Rich_Alt_Read_AloudInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read aloud by screen readers in place of the picture.`)
};

const fr_rich_alt_read_aloud = /** @type {(inputs: Rich_Alt_Read_AloudInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lue par les lecteurs d'écran à la place de l'image.`)
};

const de_rich_alt_read_aloud = /** @type {(inputs: Rich_Alt_Read_AloudInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Screenreader lesen sie anstelle des Bildes vor.`)
};

const es_rich_alt_read_aloud = /** @type {(inputs: Rich_Alt_Read_AloudInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los lectores de pantalla la leen en lugar de la imagen.`)
};

const pt_br2_rich_alt_read_aloud = /** @type {(inputs: Rich_Alt_Read_AloudInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os leitores de tela a leem no lugar da imagem.`)
};

const ja_rich_alt_read_aloud = /** @type {(inputs: Rich_Alt_Read_AloudInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`スクリーンリーダーが画像の代わりに読み上げます。`)
};

const ar_rich_alt_read_aloud = /** @type {(inputs: Rich_Alt_Read_AloudInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تقرؤه قارئات الشاشة بصوت عالٍ بدلًا من الصورة.`)
};

/**
* | output |
* | --- |
* | "Read aloud by screen readers in place of the picture." |
*
* @param {Rich_Alt_Read_AloudInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const rich_alt_read_aloud = /** @type {((inputs?: Rich_Alt_Read_AloudInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rich_Alt_Read_AloudInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_rich_alt_read_aloud(inputs)
	if (locale === "de") return de_rich_alt_read_aloud(inputs)
	if (locale === "es") return es_rich_alt_read_aloud(inputs)
	if (locale === "pt-BR") return pt_br2_rich_alt_read_aloud(inputs)
	if (locale === "ja") return ja_rich_alt_read_aloud(inputs)
	if (locale === "ar") return ar_rich_alt_read_aloud(inputs)
	return en_rich_alt_read_aloud(inputs)
});