/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Last39_Embed_NoteInputs */

const en_last39_embed_note = /** @type {(inputs: Last39_Embed_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nothing loads from ${i?.name} until you ask for it.`)
};

const fr_last39_embed_note = /** @type {(inputs: Last39_Embed_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rien ne se charge depuis ${i?.name} avant que vous ne le demandiez.`)
};

const de_last39_embed_note = /** @type {(inputs: Last39_Embed_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Von ${i?.name} wird nichts geladen, bevor Sie es anfordern.`)
};

const es_last39_embed_note = /** @type {(inputs: Last39_Embed_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se carga nada de ${i?.name} hasta que lo pidas.`)
};

const pt_br2_last39_embed_note = /** @type {(inputs: Last39_Embed_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nada é carregado do ${i?.name} até que você peça.`)
};

const ja_last39_embed_note = /** @type {(inputs: Last39_Embed_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`求めるまで ${i?.name} からは何も読み込まれません。`)
};

const ar_last39_embed_note = /** @type {(inputs: Last39_Embed_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`لا يُحمَّل شيء من ${i?.name} حتى تطلب ذلك.`)
};

/**
* | output |
* | --- |
* | "Nothing loads from {name} until you ask for it." |
*
* @param {Last39_Embed_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const last39_embed_note = /** @type {((inputs: Last39_Embed_NoteInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Last39_Embed_NoteInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_last39_embed_note(inputs)
	if (locale === "de") return de_last39_embed_note(inputs)
	if (locale === "es") return es_last39_embed_note(inputs)
	if (locale === "pt-BR") return pt_br2_last39_embed_note(inputs)
	if (locale === "ja") return ja_last39_embed_note(inputs)
	if (locale === "ar") return ar_last39_embed_note(inputs)
	return en_last39_embed_note(inputs)
});