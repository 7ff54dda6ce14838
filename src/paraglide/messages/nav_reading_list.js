/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Reading_ListInputs */

const en_nav_reading_list = /** @type {(inputs: Nav_Reading_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading list`)
};

const fr_nav_reading_list = /** @type {(inputs: Nav_Reading_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Liste de lecture`)
};

const de_nav_reading_list = /** @type {(inputs: Nav_Reading_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leseliste`)
};

const es_nav_reading_list = /** @type {(inputs: Nav_Reading_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lista de lectura`)
};

const pt_br2_nav_reading_list = /** @type {(inputs: Nav_Reading_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lista de leitura`)
};

const ja_nav_reading_list = /** @type {(inputs: Nav_Reading_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`リーディングリスト`)
};

const ar_nav_reading_list = /** @type {(inputs: Nav_Reading_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`قائمة القراءة`)
};

/**
* | output |
* | --- |
* | "Reading list" |
*
* @param {Nav_Reading_ListInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const nav_reading_list = /** @type {((inputs?: Nav_Reading_ListInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Reading_ListInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_nav_reading_list(inputs)
	if (locale === "de") return de_nav_reading_list(inputs)
	if (locale === "es") return es_nav_reading_list(inputs)
	if (locale === "pt-BR") return pt_br2_nav_reading_list(inputs)
	if (locale === "ja") return ja_nav_reading_list(inputs)
	if (locale === "ar") return ar_nav_reading_list(inputs)
	return en_nav_reading_list(inputs)
});