/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ site: NonNullable<unknown> }} Leftb_Terms_DescriptionInputs */

const en_leftb_terms_description = /** @type {(inputs: Leftb_Terms_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The rules for using ${i?.site}.`)
};

const fr_leftb_terms_description = /** @type {(inputs: Leftb_Terms_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les règles d’utilisation de ${i?.site}.`)
};

const de_leftb_terms_description = /** @type {(inputs: Leftb_Terms_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Regeln für die Nutzung von ${i?.site}.`)
};

const es_leftb_terms_description = /** @type {(inputs: Leftb_Terms_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Las normas para usar ${i?.site}.`)
};

const pt_br2_leftb_terms_description = /** @type {(inputs: Leftb_Terms_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`As regras para usar ${i?.site}.`)
};

const ja_leftb_terms_description = /** @type {(inputs: Leftb_Terms_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site}を利用するためのルール。`)
};

const ar_leftb_terms_description = /** @type {(inputs: Leftb_Terms_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`قواعد استخدام ${i?.site}.`)
};

/**
* | output |
* | --- |
* | "The rules for using {site}." |
*
* @param {Leftb_Terms_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_terms_description = /** @type {((inputs: Leftb_Terms_DescriptionInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Terms_DescriptionInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_terms_description(inputs)
	if (locale === "de") return de_leftb_terms_description(inputs)
	if (locale === "es") return es_leftb_terms_description(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_terms_description(inputs)
	if (locale === "ja") return ja_leftb_terms_description(inputs)
	if (locale === "ar") return ar_leftb_terms_description(inputs)
	return en_leftb_terms_description(inputs)
});