/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ site: NonNullable<unknown> }} Leftb_About_DescriptionInputs */

const en_leftb_about_description = /** @type {(inputs: Leftb_About_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`What ${i?.site} is and who it is for.`)
};

const fr_leftb_about_description = /** @type {(inputs: Leftb_About_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ce qu’est ${i?.site} et à qui il s’adresse.`)
};

const de_leftb_about_description = /** @type {(inputs: Leftb_About_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Was ${i?.site} ist und für wen es gedacht ist.`)
};

const es_leftb_about_description = /** @type {(inputs: Leftb_About_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Qué es ${i?.site} y para quién es.`)
};

const pt_br2_leftb_about_description = /** @type {(inputs: Leftb_About_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O que é ${i?.site} e para quem ele é.`)
};

const ja_leftb_about_description = /** @type {(inputs: Leftb_About_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site}とは何か、そしてどんな人のためのものか。`)
};

const ar_leftb_about_description = /** @type {(inputs: Leftb_About_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ما هو ${i?.site} ولمن هو.`)
};

/**
* | output |
* | --- |
* | "What {site} is and who it is for." |
*
* @param {Leftb_About_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_about_description = /** @type {((inputs: Leftb_About_DescriptionInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_About_DescriptionInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_about_description(inputs)
	if (locale === "de") return de_leftb_about_description(inputs)
	if (locale === "es") return es_leftb_about_description(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_about_description(inputs)
	if (locale === "ja") return ja_leftb_about_description(inputs)
	if (locale === "ar") return ar_leftb_about_description(inputs)
	return en_leftb_about_description(inputs)
});