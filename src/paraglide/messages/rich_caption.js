/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rich_CaptionInputs */

const en_rich_caption = /** @type {(inputs: Rich_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caption`)
};

const fr_rich_caption = /** @type {(inputs: Rich_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Légende`)
};

const de_rich_caption = /** @type {(inputs: Rich_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bildunterschrift`)
};

const es_rich_caption = /** @type {(inputs: Rich_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pie de foto`)
};

const pt_br2_rich_caption = /** @type {(inputs: Rich_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Legenda`)
};

const ja_rich_caption = /** @type {(inputs: Rich_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`キャプション`)
};

const ar_rich_caption = /** @type {(inputs: Rich_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`التعليق`)
};

/**
* | output |
* | --- |
* | "Caption" |
*
* @param {Rich_CaptionInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const rich_caption = /** @type {((inputs?: Rich_CaptionInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rich_CaptionInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_rich_caption(inputs)
	if (locale === "de") return de_rich_caption(inputs)
	if (locale === "es") return es_rich_caption(inputs)
	if (locale === "pt-BR") return pt_br2_rich_caption(inputs)
	if (locale === "ja") return ja_rich_caption(inputs)
	if (locale === "ar") return ar_rich_caption(inputs)
	return en_rich_caption(inputs)
});