/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rich_Fediverse_PostInputs */

const en_rich_fediverse_post = /** @type {(inputs: Rich_Fediverse_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fediverse post`)
};

const fr_rich_fediverse_post = /** @type {(inputs: Rich_Fediverse_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publication du fédivers`)
};

const de_rich_fediverse_post = /** @type {(inputs: Rich_Fediverse_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fediverse-Beitrag`)
};

const es_rich_fediverse_post = /** @type {(inputs: Rich_Fediverse_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicación del fediverso`)
};

const pt_br2_rich_fediverse_post = /** @type {(inputs: Rich_Fediverse_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicação do fediverso`)
};

const ja_rich_fediverse_post = /** @type {(inputs: Rich_Fediverse_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fediverse の投稿`)
};

const ar_rich_fediverse_post = /** @type {(inputs: Rich_Fediverse_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`منشور من الفيديفيرس`)
};

/**
* | output |
* | --- |
* | "Fediverse post" |
*
* @param {Rich_Fediverse_PostInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const rich_fediverse_post = /** @type {((inputs?: Rich_Fediverse_PostInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rich_Fediverse_PostInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_rich_fediverse_post(inputs)
	if (locale === "de") return de_rich_fediverse_post(inputs)
	if (locale === "es") return es_rich_fediverse_post(inputs)
	if (locale === "pt-BR") return pt_br2_rich_fediverse_post(inputs)
	if (locale === "ja") return ja_rich_fediverse_post(inputs)
	if (locale === "ar") return ar_rich_fediverse_post(inputs)
	return en_rich_fediverse_post(inputs)
});