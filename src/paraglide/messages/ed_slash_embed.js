/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Slash_EmbedInputs */

const en_ed_slash_embed = /** @type {(inputs: Ed_Slash_EmbedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Embed`)
};

const fr_ed_slash_embed = /** @type {(inputs: Ed_Slash_EmbedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Intégrer`)
};

const de_ed_slash_embed = /** @type {(inputs: Ed_Slash_EmbedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einbetten`)
};

const es_ed_slash_embed = /** @type {(inputs: Ed_Slash_EmbedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Insertar`)
};

const pt_br2_ed_slash_embed = /** @type {(inputs: Ed_Slash_EmbedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Incorporar`)
};

const ja_ed_slash_embed = /** @type {(inputs: Ed_Slash_EmbedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`埋め込み`)
};

const ar_ed_slash_embed = /** @type {(inputs: Ed_Slash_EmbedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تضمين`)
};

/**
* | output |
* | --- |
* | "Embed" |
*
* @param {Ed_Slash_EmbedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_slash_embed = /** @type {((inputs?: Ed_Slash_EmbedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Slash_EmbedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_slash_embed(inputs)
	if (locale === "de") return de_ed_slash_embed(inputs)
	if (locale === "es") return es_ed_slash_embed(inputs)
	if (locale === "pt-BR") return pt_br2_ed_slash_embed(inputs)
	if (locale === "ja") return ja_ed_slash_embed(inputs)
	if (locale === "ar") return ar_ed_slash_embed(inputs)
	return en_ed_slash_embed(inputs)
});