/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Last39_Embed_Show_GistInputs */

const en_last39_embed_show_gist = /** @type {(inputs: Last39_Embed_Show_GistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show the gist`)
};

const fr_last39_embed_show_gist = /** @type {(inputs: Last39_Embed_Show_GistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher le gist`)
};

const de_last39_embed_show_gist = /** @type {(inputs: Last39_Embed_Show_GistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gist anzeigen`)
};

const es_last39_embed_show_gist = /** @type {(inputs: Last39_Embed_Show_GistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar el gist`)
};

const pt_br2_last39_embed_show_gist = /** @type {(inputs: Last39_Embed_Show_GistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar o gist`)
};

const ja_last39_embed_show_gist = /** @type {(inputs: Last39_Embed_Show_GistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gist を表示`)
};

const ar_last39_embed_show_gist = /** @type {(inputs: Last39_Embed_Show_GistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عرض الـ Gist`)
};

/**
* | output |
* | --- |
* | "Show the gist" |
*
* @param {Last39_Embed_Show_GistInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const last39_embed_show_gist = /** @type {((inputs?: Last39_Embed_Show_GistInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Last39_Embed_Show_GistInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_last39_embed_show_gist(inputs)
	if (locale === "de") return de_last39_embed_show_gist(inputs)
	if (locale === "es") return es_last39_embed_show_gist(inputs)
	if (locale === "pt-BR") return pt_br2_last39_embed_show_gist(inputs)
	if (locale === "ja") return ja_last39_embed_show_gist(inputs)
	if (locale === "ar") return ar_last39_embed_show_gist(inputs)
	return en_last39_embed_show_gist(inputs)
});