/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Last39_Embed_Video_TitleInputs */

const en_last39_embed_video_title = /** @type {(inputs: Last39_Embed_Video_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} video`)
};

const fr_last39_embed_video_title = /** @type {(inputs: Last39_Embed_Video_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vidéo ${i?.name}`)
};

const de_last39_embed_video_title = /** @type {(inputs: Last39_Embed_Video_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}-Video`)
};

const es_last39_embed_video_title = /** @type {(inputs: Last39_Embed_Video_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vídeo de ${i?.name}`)
};

const pt_br2_last39_embed_video_title = /** @type {(inputs: Last39_Embed_Video_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vídeo do ${i?.name}`)
};

const ja_last39_embed_video_title = /** @type {(inputs: Last39_Embed_Video_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} の動画`)
};

const ar_last39_embed_video_title = /** @type {(inputs: Last39_Embed_Video_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`فيديو ${i?.name}`)
};

/**
* | output |
* | --- |
* | "{name} video" |
*
* @param {Last39_Embed_Video_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const last39_embed_video_title = /** @type {((inputs: Last39_Embed_Video_TitleInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Last39_Embed_Video_TitleInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_last39_embed_video_title(inputs)
	if (locale === "de") return de_last39_embed_video_title(inputs)
	if (locale === "es") return es_last39_embed_video_title(inputs)
	if (locale === "pt-BR") return pt_br2_last39_embed_video_title(inputs)
	if (locale === "ja") return ja_last39_embed_video_title(inputs)
	if (locale === "ar") return ar_last39_embed_video_title(inputs)
	return en_last39_embed_video_title(inputs)
});