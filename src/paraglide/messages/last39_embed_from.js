/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Last39_Embed_FromInputs */

const en_last39_embed_from = /** @type {(inputs: Last39_Embed_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`from ${i?.name}`)
};

const fr_last39_embed_from = /** @type {(inputs: Last39_Embed_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`de ${i?.name}`)
};

const de_last39_embed_from = /** @type {(inputs: Last39_Embed_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`von ${i?.name}`)
};

const es_last39_embed_from = /** @type {(inputs: Last39_Embed_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`de ${i?.name}`)
};

const pt_br2_last39_embed_from = /** @type {(inputs: Last39_Embed_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`do ${i?.name}`)
};

const ja_last39_embed_from = /** @type {(inputs: Last39_Embed_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`（${i?.name}）`)
};

const ar_last39_embed_from = /** @type {(inputs: Last39_Embed_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`من ${i?.name}`)
};

/**
* | output |
* | --- |
* | "from {name}" |
*
* @param {Last39_Embed_FromInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const last39_embed_from = /** @type {((inputs: Last39_Embed_FromInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Last39_Embed_FromInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_last39_embed_from(inputs)
	if (locale === "de") return de_last39_embed_from(inputs)
	if (locale === "es") return es_last39_embed_from(inputs)
	if (locale === "pt-BR") return pt_br2_last39_embed_from(inputs)
	if (locale === "ja") return ja_last39_embed_from(inputs)
	if (locale === "ar") return ar_last39_embed_from(inputs)
	return en_last39_embed_from(inputs)
});