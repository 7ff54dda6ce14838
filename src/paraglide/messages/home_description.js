/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ site: NonNullable<unknown> }} Home_DescriptionInputs */

const en_home_description = /** @type {(inputs: Home_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site}: read and write stories, ideas and know-how.`)
};

const fr_home_description = /** @type {(inputs: Home_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site} : lisez et écrivez des histoires, des idées et du savoir-faire.`)
};

const de_home_description = /** @type {(inputs: Home_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site}: Geschichten, Ideen und Wissen lesen und schreiben.`)
};

const es_home_description = /** @type {(inputs: Home_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site}: lee y escribe historias, ideas y conocimientos.`)
};

const pt_br2_home_description = /** @type {(inputs: Home_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site}: leia e escreva histórias, ideias e conhecimento.`)
};

const ja_home_description = /** @type {(inputs: Home_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site}：物語やアイデア、ノウハウを読んで書く場所。`)
};

const ar_home_description = /** @type {(inputs: Home_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site}: اقرأ واكتب القصص والأفكار والخبرات.`)
};

/**
* | output |
* | --- |
* | "{site}: read and write stories, ideas and know-how." |
*
* @param {Home_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const home_description = /** @type {((inputs: Home_DescriptionInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_DescriptionInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_description(inputs)
	if (locale === "de") return de_home_description(inputs)
	if (locale === "es") return es_home_description(inputs)
	if (locale === "pt-BR") return pt_br2_home_description(inputs)
	if (locale === "ja") return ja_home_description(inputs)
	if (locale === "ar") return ar_home_description(inputs)
	return en_home_description(inputs)
});