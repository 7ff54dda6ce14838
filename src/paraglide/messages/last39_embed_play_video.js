/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Last39_Embed_Play_VideoInputs */

const en_last39_embed_play_video = /** @type {(inputs: Last39_Embed_Play_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Play video`)
};

const fr_last39_embed_play_video = /** @type {(inputs: Last39_Embed_Play_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lire la vidéo`)
};

const de_last39_embed_play_video = /** @type {(inputs: Last39_Embed_Play_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Video abspielen`)
};

const es_last39_embed_play_video = /** @type {(inputs: Last39_Embed_Play_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reproducir el vídeo`)
};

const pt_br2_last39_embed_play_video = /** @type {(inputs: Last39_Embed_Play_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reproduzir vídeo`)
};

const ja_last39_embed_play_video = /** @type {(inputs: Last39_Embed_Play_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`動画を再生`)
};

const ar_last39_embed_play_video = /** @type {(inputs: Last39_Embed_Play_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تشغيل الفيديو`)
};

/**
* | output |
* | --- |
* | "Play video" |
*
* @param {Last39_Embed_Play_VideoInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const last39_embed_play_video = /** @type {((inputs?: Last39_Embed_Play_VideoInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Last39_Embed_Play_VideoInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_last39_embed_play_video(inputs)
	if (locale === "de") return de_last39_embed_play_video(inputs)
	if (locale === "es") return es_last39_embed_play_video(inputs)
	if (locale === "pt-BR") return pt_br2_last39_embed_play_video(inputs)
	if (locale === "ja") return ja_last39_embed_play_video(inputs)
	if (locale === "ar") return ar_last39_embed_play_video(inputs)
	return en_last39_embed_play_video(inputs)
});