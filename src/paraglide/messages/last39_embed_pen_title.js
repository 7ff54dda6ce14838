/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ user: NonNullable<unknown> }} Last39_Embed_Pen_TitleInputs */

const en_last39_embed_pen_title = /** @type {(inputs: Last39_Embed_Pen_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`CodePen by ${i?.user}`)
};

const fr_last39_embed_pen_title = /** @type {(inputs: Last39_Embed_Pen_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`CodePen de ${i?.user}`)
};

const de_last39_embed_pen_title = /** @type {(inputs: Last39_Embed_Pen_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`CodePen von ${i?.user}`)
};

const es_last39_embed_pen_title = /** @type {(inputs: Last39_Embed_Pen_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`CodePen de ${i?.user}`)
};

const pt_br2_last39_embed_pen_title = /** @type {(inputs: Last39_Embed_Pen_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`CodePen de ${i?.user}`)
};

const ja_last39_embed_pen_title = /** @type {(inputs: Last39_Embed_Pen_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.user} の CodePen`)
};

const ar_last39_embed_pen_title = /** @type {(inputs: Last39_Embed_Pen_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`CodePen من ${i?.user}`)
};

/**
* | output |
* | --- |
* | "CodePen by {user}" |
*
* @param {Last39_Embed_Pen_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const last39_embed_pen_title = /** @type {((inputs: Last39_Embed_Pen_TitleInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Last39_Embed_Pen_TitleInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_last39_embed_pen_title(inputs)
	if (locale === "de") return de_last39_embed_pen_title(inputs)
	if (locale === "es") return es_last39_embed_pen_title(inputs)
	if (locale === "pt-BR") return pt_br2_last39_embed_pen_title(inputs)
	if (locale === "ja") return ja_last39_embed_pen_title(inputs)
	if (locale === "ar") return ar_last39_embed_pen_title(inputs)
	return en_last39_embed_pen_title(inputs)
});