/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_Terms_Content_HeadingInputs */

const en_leftb_terms_content_heading = /** @type {(inputs: Leftb_Terms_Content_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your content`)
};

const fr_leftb_terms_content_heading = /** @type {(inputs: Leftb_Terms_Content_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos contenus`)
};

const de_leftb_terms_content_heading = /** @type {(inputs: Leftb_Terms_Content_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Inhalte`)
};

const es_leftb_terms_content_heading = /** @type {(inputs: Leftb_Terms_Content_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu contenido`)
};

const pt_br2_leftb_terms_content_heading = /** @type {(inputs: Leftb_Terms_Content_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seu conteúdo`)
};

const ja_leftb_terms_content_heading = /** @type {(inputs: Leftb_Terms_Content_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`あなたのコンテンツ`)
};

const ar_leftb_terms_content_heading = /** @type {(inputs: Leftb_Terms_Content_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`محتواك`)
};

/**
* | output |
* | --- |
* | "Your content" |
*
* @param {Leftb_Terms_Content_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_terms_content_heading = /** @type {((inputs?: Leftb_Terms_Content_HeadingInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Terms_Content_HeadingInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_terms_content_heading(inputs)
	if (locale === "de") return de_leftb_terms_content_heading(inputs)
	if (locale === "es") return es_leftb_terms_content_heading(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_terms_content_heading(inputs)
	if (locale === "ja") return ja_leftb_terms_content_heading(inputs)
	if (locale === "ar") return ar_leftb_terms_content_heading(inputs)
	return en_leftb_terms_content_heading(inputs)
});