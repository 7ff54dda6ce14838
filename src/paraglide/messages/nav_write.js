/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_WriteInputs */

const en_nav_write = /** @type {(inputs: Nav_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Write`)
};

const fr_nav_write = /** @type {(inputs: Nav_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Écrire`)
};

const de_nav_write = /** @type {(inputs: Nav_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schreiben`)
};

const es_nav_write = /** @type {(inputs: Nav_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribir`)
};

const pt_br2_nav_write = /** @type {(inputs: Nav_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escrever`)
};

const ja_nav_write = /** @type {(inputs: Nav_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`書く`)
};

const ar_nav_write = /** @type {(inputs: Nav_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اكتب`)
};

/**
* | output |
* | --- |
* | "Write" |
*
* @param {Nav_WriteInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const nav_write = /** @type {((inputs?: Nav_WriteInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_WriteInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_nav_write(inputs)
	if (locale === "de") return de_nav_write(inputs)
	if (locale === "es") return es_nav_write(inputs)
	if (locale === "pt-BR") return pt_br2_nav_write(inputs)
	if (locale === "ja") return ja_nav_write(inputs)
	if (locale === "ar") return ar_nav_write(inputs)
	return en_nav_write(inputs)
});