/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Write_OneInputs */

const en_home_write_one = /** @type {(inputs: Home_Write_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Write one`)
};

const fr_home_write_one = /** @type {(inputs: Home_Write_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En écrire une`)
};

const de_home_write_one = /** @type {(inputs: Home_Write_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schreib eine`)
};

const es_home_write_one = /** @type {(inputs: Home_Write_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe una`)
};

const pt_br2_home_write_one = /** @type {(inputs: Home_Write_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escreva uma`)
};

const ja_home_write_one = /** @type {(inputs: Home_Write_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`書いてみる`)
};

const ar_home_write_one = /** @type {(inputs: Home_Write_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اكتب واحدة`)
};

/**
* | output |
* | --- |
* | "Write one" |
*
* @param {Home_Write_OneInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const home_write_one = /** @type {((inputs?: Home_Write_OneInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Write_OneInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_write_one(inputs)
	if (locale === "de") return de_home_write_one(inputs)
	if (locale === "es") return es_home_write_one(inputs)
	if (locale === "pt-BR") return pt_br2_home_write_one(inputs)
	if (locale === "ja") return ja_home_write_one(inputs)
	if (locale === "ar") return ar_home_write_one(inputs)
	return en_home_write_one(inputs)
});