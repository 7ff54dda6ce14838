/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ tag: NonNullable<unknown>, site: NonNullable<unknown> }} Home_Description_TagInputs */

const en_home_description_tag = /** @type {(inputs: Home_Description_TagInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The latest stories about ${i?.tag} on ${i?.site}.`)
};

const fr_home_description_tag = /** @type {(inputs: Home_Description_TagInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les dernières histoires sur ${i?.tag} sur ${i?.site}.`)
};

const de_home_description_tag = /** @type {(inputs: Home_Description_TagInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die neuesten Geschichten über ${i?.tag} auf ${i?.site}.`)
};

const es_home_description_tag = /** @type {(inputs: Home_Description_TagInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Las últimas historias sobre ${i?.tag} en ${i?.site}.`)
};

const pt_br2_home_description_tag = /** @type {(inputs: Home_Description_TagInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`As histórias mais recentes sobre ${i?.tag} no ${i?.site}.`)
};

const ja_home_description_tag = /** @type {(inputs: Home_Description_TagInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site} の ${i?.tag} に関する最新の記事。`)
};

const ar_home_description_tag = /** @type {(inputs: Home_Description_TagInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أحدث القصص عن ${i?.tag} على ${i?.site}.`)
};

/**
* | output |
* | --- |
* | "The latest stories about {tag} on {site}." |
*
* @param {Home_Description_TagInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const home_description_tag = /** @type {((inputs: Home_Description_TagInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Description_TagInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_description_tag(inputs)
	if (locale === "de") return de_home_description_tag(inputs)
	if (locale === "es") return es_home_description_tag(inputs)
	if (locale === "pt-BR") return pt_br2_home_description_tag(inputs)
	if (locale === "ja") return ja_home_description_tag(inputs)
	if (locale === "ar") return ar_home_description_tag(inputs)
	return en_home_description_tag(inputs)
});