/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_ImportInputs */

const en_ed_import = /** @type {(inputs: Ed_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Import`)
};

const fr_ed_import = /** @type {(inputs: Ed_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importer`)
};

const de_ed_import = /** @type {(inputs: Ed_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importieren`)
};

const es_ed_import = /** @type {(inputs: Ed_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importar`)
};

const pt_br2_ed_import = /** @type {(inputs: Ed_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importar`)
};

const ja_ed_import = /** @type {(inputs: Ed_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`インポート`)
};

const ar_ed_import = /** @type {(inputs: Ed_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استورد`)
};

/**
* | output |
* | --- |
* | "Import" |
*
* @param {Ed_ImportInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_import = /** @type {((inputs?: Ed_ImportInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_ImportInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_import(inputs)
	if (locale === "de") return de_ed_import(inputs)
	if (locale === "es") return es_ed_import(inputs)
	if (locale === "pt-BR") return pt_br2_ed_import(inputs)
	if (locale === "ja") return ja_ed_import(inputs)
	if (locale === "ar") return ar_ed_import(inputs)
	return en_ed_import(inputs)
});