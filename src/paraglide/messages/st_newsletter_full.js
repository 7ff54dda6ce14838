/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} St_Newsletter_FullInputs */

const en_st_newsletter_full = /** @type {(inputs: St_Newsletter_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The whole story`)
};

const fr_st_newsletter_full = /** @type {(inputs: St_Newsletter_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’histoire entière`)
};

const de_st_newsletter_full = /** @type {(inputs: St_Newsletter_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die ganze Geschichte`)
};

const es_st_newsletter_full = /** @type {(inputs: St_Newsletter_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La historia completa`)
};

const pt_br2_st_newsletter_full = /** @type {(inputs: St_Newsletter_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A história inteira`)
};

const ja_st_newsletter_full = /** @type {(inputs: St_Newsletter_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`記事全文`)
};

const ar_st_newsletter_full = /** @type {(inputs: St_Newsletter_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`القصة كاملة`)
};

/**
* | output |
* | --- |
* | "The whole story" |
*
* @param {St_Newsletter_FullInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const st_newsletter_full = /** @type {((inputs?: St_Newsletter_FullInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<St_Newsletter_FullInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_st_newsletter_full(inputs)
	if (locale === "de") return de_st_newsletter_full(inputs)
	if (locale === "es") return es_st_newsletter_full(inputs)
	if (locale === "pt-BR") return pt_br2_st_newsletter_full(inputs)
	if (locale === "ja") return ja_st_newsletter_full(inputs)
	if (locale === "ar") return ar_st_newsletter_full(inputs)
	return en_st_newsletter_full(inputs)
});