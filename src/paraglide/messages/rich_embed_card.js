/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ site: NonNullable<unknown> }} Rich_Embed_CardInputs */

const en_rich_embed_card = /** @type {(inputs: Rich_Embed_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Embed · ${i?.site}`)
};

const fr_rich_embed_card = /** @type {(inputs: Rich_Embed_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Intégration · ${i?.site}`)
};

const de_rich_embed_card = /** @type {(inputs: Rich_Embed_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Einbettung · ${i?.site}`)
};

const es_rich_embed_card = /** @type {(inputs: Rich_Embed_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Insertado · ${i?.site}`)
};

const pt_br2_rich_embed_card = /** @type {(inputs: Rich_Embed_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Incorporação · ${i?.site}`)
};

const ja_rich_embed_card = /** @type {(inputs: Rich_Embed_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`埋め込み · ${i?.site}`)
};

const ar_rich_embed_card = /** @type {(inputs: Rich_Embed_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تضمين · ${i?.site}`)
};

/**
* | output |
* | --- |
* | "Embed · {site}" |
*
* @param {Rich_Embed_CardInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const rich_embed_card = /** @type {((inputs: Rich_Embed_CardInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rich_Embed_CardInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_rich_embed_card(inputs)
	if (locale === "de") return de_rich_embed_card(inputs)
	if (locale === "es") return es_rich_embed_card(inputs)
	if (locale === "pt-BR") return pt_br2_rich_embed_card(inputs)
	if (locale === "ja") return ja_rich_embed_card(inputs)
	if (locale === "ar") return ar_rich_embed_card(inputs)
	return en_rich_embed_card(inputs)
});