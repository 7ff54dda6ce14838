/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} More_To_ReadInputs */

const en_more_to_read = /** @type {(inputs: More_To_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`More to read`)
};

const fr_more_to_read = /** @type {(inputs: More_To_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À lire aussi`)
};

const de_more_to_read = /** @type {(inputs: More_To_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mehr zum Lesen`)
};

const es_more_to_read = /** @type {(inputs: More_To_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más para leer`)
};

const pt_br2_more_to_read = /** @type {(inputs: More_To_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mais para ler`)
};

const ja_more_to_read = /** @type {(inputs: More_To_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ほかの記事`)
};

const ar_more_to_read = /** @type {(inputs: More_To_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المزيد للقراءة`)
};

/**
* | output |
* | --- |
* | "More to read" |
*
* @param {More_To_ReadInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const more_to_read = /** @type {((inputs?: More_To_ReadInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<More_To_ReadInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_more_to_read(inputs)
	if (locale === "de") return de_more_to_read(inputs)
	if (locale === "es") return es_more_to_read(inputs)
	if (locale === "pt-BR") return pt_br2_more_to_read(inputs)
	if (locale === "ja") return ja_more_to_read(inputs)
	if (locale === "ar") return ar_more_to_read(inputs)
	return en_more_to_read(inputs)
});