/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rich_Alt_File_NameInputs */

const en_rich_alt_file_name = /** @type {(inputs: Rich_Alt_File_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This looks like a file name. Say what the picture shows instead.`)
};

const fr_rich_alt_file_name = /** @type {(inputs: Rich_Alt_File_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cela ressemble à un nom de fichier. Dites plutôt ce que montre l'image.`)
};

const de_rich_alt_file_name = /** @type {(inputs: Rich_Alt_File_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das sieht nach einem Dateinamen aus. Sagen Sie stattdessen, was das Bild zeigt.`)
};

const es_rich_alt_file_name = /** @type {(inputs: Rich_Alt_File_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parece un nombre de archivo. Di mejor lo que muestra la imagen.`)
};

const pt_br2_rich_alt_file_name = /** @type {(inputs: Rich_Alt_File_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Isso parece um nome de arquivo. Diga o que a imagem mostra.`)
};

const ja_rich_alt_file_name = /** @type {(inputs: Rich_Alt_File_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ファイル名のようです。代わりに画像に何が写っているかを書いてください。`)
};

const ar_rich_alt_file_name = /** @type {(inputs: Rich_Alt_File_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يبدو هذا اسم ملف. اذكر بدلًا منه ما تُظهره الصورة.`)
};

/**
* | output |
* | --- |
* | "This looks like a file name. Say what the picture shows instead." |
*
* @param {Rich_Alt_File_NameInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const rich_alt_file_name = /** @type {((inputs?: Rich_Alt_File_NameInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rich_Alt_File_NameInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_rich_alt_file_name(inputs)
	if (locale === "de") return de_rich_alt_file_name(inputs)
	if (locale === "es") return es_rich_alt_file_name(inputs)
	if (locale === "pt-BR") return pt_br2_rich_alt_file_name(inputs)
	if (locale === "ja") return ja_rich_alt_file_name(inputs)
	if (locale === "ar") return ar_rich_alt_file_name(inputs)
	return en_rich_alt_file_name(inputs)
});