/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ site: NonNullable<unknown> }} Leftb_Privacy_DescriptionInputs */

const en_leftb_privacy_description = /** @type {(inputs: Leftb_Privacy_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`How ${i?.site} handles your personal data.`)
};

const fr_leftb_privacy_description = /** @type {(inputs: Leftb_Privacy_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Comment ${i?.site} traite vos données personnelles.`)
};

const de_leftb_privacy_description = /** @type {(inputs: Leftb_Privacy_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wie ${i?.site} mit Ihren personenbezogenen Daten umgeht.`)
};

const es_leftb_privacy_description = /** @type {(inputs: Leftb_Privacy_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cómo trata ${i?.site} tus datos personales.`)
};

const pt_br2_leftb_privacy_description = /** @type {(inputs: Leftb_Privacy_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Como ${i?.site} trata seus dados pessoais.`)
};

const ja_leftb_privacy_description = /** @type {(inputs: Leftb_Privacy_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site}があなたの個人データをどのように扱うか。`)
};

const ar_leftb_privacy_description = /** @type {(inputs: Leftb_Privacy_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`كيف يتعامل ${i?.site} مع بياناتك الشخصية.`)
};

/**
* | output |
* | --- |
* | "How {site} handles your personal data." |
*
* @param {Leftb_Privacy_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_privacy_description = /** @type {((inputs: Leftb_Privacy_DescriptionInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Privacy_DescriptionInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_privacy_description(inputs)
	if (locale === "de") return de_leftb_privacy_description(inputs)
	if (locale === "es") return es_leftb_privacy_description(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_privacy_description(inputs)
	if (locale === "ja") return ja_leftb_privacy_description(inputs)
	if (locale === "ar") return ar_leftb_privacy_description(inputs)
	return en_leftb_privacy_description(inputs)
});