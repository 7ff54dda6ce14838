/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} St_Newsletter_SummaryInputs */

const en_st_newsletter_summary = /** @type {(inputs: St_Newsletter_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A summary and a link`)
};

const fr_st_newsletter_summary = /** @type {(inputs: St_Newsletter_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un résumé et un lien`)
};

const de_st_newsletter_summary = /** @type {(inputs: St_Newsletter_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Zusammenfassung und ein Link`)
};

const es_st_newsletter_summary = /** @type {(inputs: St_Newsletter_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un resumen y un enlace`)
};

const pt_br2_st_newsletter_summary = /** @type {(inputs: St_Newsletter_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um resumo e um link`)
};

const ja_st_newsletter_summary = /** @type {(inputs: St_Newsletter_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`要約とリンク`)
};

const ar_st_newsletter_summary = /** @type {(inputs: St_Newsletter_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ملخص ورابط`)
};

/**
* | output |
* | --- |
* | "A summary and a link" |
*
* @param {St_Newsletter_SummaryInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const st_newsletter_summary = /** @type {((inputs?: St_Newsletter_SummaryInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<St_Newsletter_SummaryInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_st_newsletter_summary(inputs)
	if (locale === "de") return de_st_newsletter_summary(inputs)
	if (locale === "es") return es_st_newsletter_summary(inputs)
	if (locale === "pt-BR") return pt_br2_st_newsletter_summary(inputs)
	if (locale === "ja") return ja_st_newsletter_summary(inputs)
	if (locale === "ar") return ar_st_newsletter_summary(inputs)
	return en_st_newsletter_summary(inputs)
});