/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} St_ImportInputs */

const en_st_import = /** @type {(inputs: St_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Import`)
};

const fr_st_import = /** @type {(inputs: St_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importer`)
};

const de_st_import = /** @type {(inputs: St_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importieren`)
};

const es_st_import = /** @type {(inputs: St_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importar`)
};

const pt_br2_st_import = /** @type {(inputs: St_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importar`)
};

const ja_st_import = /** @type {(inputs: St_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`インポート`)
};

const ar_st_import = /** @type {(inputs: St_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استيراد`)
};

/**
* | output |
* | --- |
* | "Import" |
*
* @param {St_ImportInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const st_import = /** @type {((inputs?: St_ImportInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<St_ImportInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_st_import(inputs)
	if (locale === "de") return de_st_import(inputs)
	if (locale === "es") return es_st_import(inputs)
	if (locale === "pt-BR") return pt_br2_st_import(inputs)
	if (locale === "ja") return ja_st_import(inputs)
	if (locale === "ar") return ar_st_import(inputs)
	return en_st_import(inputs)
});