/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ user: NonNullable<unknown> }} Last39_Embed_Gist_TitleInputs */

const en_last39_embed_gist_title = /** @type {(inputs: Last39_Embed_Gist_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`GitHub gist by ${i?.user}`)
};

const fr_last39_embed_gist_title = /** @type {(inputs: Last39_Embed_Gist_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gist GitHub de ${i?.user}`)
};

const de_last39_embed_gist_title = /** @type {(inputs: Last39_Embed_Gist_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`GitHub-Gist von ${i?.user}`)
};

const es_last39_embed_gist_title = /** @type {(inputs: Last39_Embed_Gist_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gist de GitHub de ${i?.user}`)
};

const pt_br2_last39_embed_gist_title = /** @type {(inputs: Last39_Embed_Gist_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gist do GitHub de ${i?.user}`)
};

const ja_last39_embed_gist_title = /** @type {(inputs: Last39_Embed_Gist_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.user} の GitHub Gist`)
};

const ar_last39_embed_gist_title = /** @type {(inputs: Last39_Embed_Gist_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gist على GitHub من ${i?.user}`)
};

/**
* | output |
* | --- |
* | "GitHub gist by {user}" |
*
* @param {Last39_Embed_Gist_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const last39_embed_gist_title = /** @type {((inputs: Last39_Embed_Gist_TitleInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Last39_Embed_Gist_TitleInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_last39_embed_gist_title(inputs)
	if (locale === "de") return de_last39_embed_gist_title(inputs)
	if (locale === "es") return es_last39_embed_gist_title(inputs)
	if (locale === "pt-BR") return pt_br2_last39_embed_gist_title(inputs)
	if (locale === "ja") return ja_last39_embed_gist_title(inputs)
	if (locale === "ar") return ar_last39_embed_gist_title(inputs)
	return en_last39_embed_gist_title(inputs)
});