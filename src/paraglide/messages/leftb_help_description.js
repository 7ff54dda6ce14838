/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ site: NonNullable<unknown> }} Leftb_Help_DescriptionInputs */

const en_leftb_help_description = /** @type {(inputs: Leftb_Help_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Answers to common questions about ${i?.site}.`)
};

const fr_leftb_help_description = /** @type {(inputs: Leftb_Help_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Réponses aux questions fréquentes sur ${i?.site}.`)
};

const de_leftb_help_description = /** @type {(inputs: Leftb_Help_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Antworten auf häufige Fragen zu ${i?.site}.`)
};

const es_leftb_help_description = /** @type {(inputs: Leftb_Help_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Respuestas a preguntas frecuentes sobre ${i?.site}.`)
};

const pt_br2_leftb_help_description = /** @type {(inputs: Leftb_Help_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Respostas para dúvidas comuns sobre ${i?.site}.`)
};

const ja_leftb_help_description = /** @type {(inputs: Leftb_Help_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site}についてのよくある質問と回答。`)
};

const ar_leftb_help_description = /** @type {(inputs: Leftb_Help_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`إجابات عن الأسئلة الشائعة حول ${i?.site}.`)
};

/**
* | output |
* | --- |
* | "Answers to common questions about {site}." |
*
* @param {Leftb_Help_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_help_description = /** @type {((inputs: Leftb_Help_DescriptionInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Help_DescriptionInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_help_description(inputs)
	if (locale === "de") return de_leftb_help_description(inputs)
	if (locale === "es") return es_leftb_help_description(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_help_description(inputs)
	if (locale === "ja") return ja_leftb_help_description(inputs)
	if (locale === "ar") return ar_leftb_help_description(inputs)
	return en_leftb_help_description(inputs)
});