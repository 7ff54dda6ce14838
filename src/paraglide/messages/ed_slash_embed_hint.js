/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Slash_Embed_HintInputs */

const en_ed_slash_embed_hint = /** @type {(inputs: Ed_Slash_Embed_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A video, post or page, by its address`)
};

const fr_ed_slash_embed_hint = /** @type {(inputs: Ed_Slash_Embed_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une vidéo, un message ou une page, par son adresse`)
};

const de_ed_slash_embed_hint = /** @type {(inputs: Ed_Slash_Embed_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Video, Beitrag oder eine Seite, über die Adresse`)
};

const es_ed_slash_embed_hint = /** @type {(inputs: Ed_Slash_Embed_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un vídeo, una publicación o una página, por su dirección`)
};

const pt_br2_ed_slash_embed_hint = /** @type {(inputs: Ed_Slash_Embed_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um vídeo, post ou página, pelo endereço`)
};

const ja_ed_slash_embed_hint = /** @type {(inputs: Ed_Slash_Embed_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`アドレスで動画・投稿・ページを埋め込む`)
};

const ar_ed_slash_embed_hint = /** @type {(inputs: Ed_Slash_Embed_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فيديو أو منشور أو صفحة، بعنوانه`)
};

/**
* | output |
* | --- |
* | "A video, post or page, by its address" |
*
* @param {Ed_Slash_Embed_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_slash_embed_hint = /** @type {((inputs?: Ed_Slash_Embed_HintInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Slash_Embed_HintInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_slash_embed_hint(inputs)
	if (locale === "de") return de_ed_slash_embed_hint(inputs)
	if (locale === "es") return es_ed_slash_embed_hint(inputs)
	if (locale === "pt-BR") return pt_br2_ed_slash_embed_hint(inputs)
	if (locale === "ja") return ja_ed_slash_embed_hint(inputs)
	if (locale === "ar") return ar_ed_slash_embed_hint(inputs)
	return en_ed_slash_embed_hint(inputs)
});