/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ tag: NonNullable<unknown> }} Home_Heading_TagInputs */

const en_home_heading_tag = /** @type {(inputs: Home_Heading_TagInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stories about #${i?.tag}`)
};

const fr_home_heading_tag = /** @type {(inputs: Home_Heading_TagInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Histoires sur #${i?.tag}`)
};

const de_home_heading_tag = /** @type {(inputs: Home_Heading_TagInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Geschichten über #${i?.tag}`)
};

const es_home_heading_tag = /** @type {(inputs: Home_Heading_TagInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Historias sobre #${i?.tag}`)
};

const pt_br2_home_heading_tag = /** @type {(inputs: Home_Heading_TagInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Histórias sobre #${i?.tag}`)
};

const ja_home_heading_tag = /** @type {(inputs: Home_Heading_TagInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`#${i?.tag} の記事`)
};

const ar_home_heading_tag = /** @type {(inputs: Home_Heading_TagInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`قصص عن #${i?.tag}`)
};

/**
* | output |
* | --- |
* | "Stories about #{tag}" |
*
* @param {Home_Heading_TagInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const home_heading_tag = /** @type {((inputs: Home_Heading_TagInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Heading_TagInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_heading_tag(inputs)
	if (locale === "de") return de_home_heading_tag(inputs)
	if (locale === "es") return es_home_heading_tag(inputs)
	if (locale === "pt-BR") return pt_br2_home_heading_tag(inputs)
	if (locale === "ja") return ja_home_heading_tag(inputs)
	if (locale === "ar") return ar_home_heading_tag(inputs)
	return en_home_heading_tag(inputs)
});