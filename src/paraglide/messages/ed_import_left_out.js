/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Import_Left_OutInputs */

const en_ed_import_left_out = /** @type {(inputs: Ed_Import_Left_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Left out:`)
};

const fr_ed_import_left_out = /** @type {(inputs: Ed_Import_Left_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Laissés de côté :`)
};

const de_ed_import_left_out = /** @type {(inputs: Ed_Import_Left_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ausgelassen:`)
};

const es_ed_import_left_out = /** @type {(inputs: Ed_Import_Left_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Omitidos:`)
};

const pt_br2_ed_import_left_out = /** @type {(inputs: Ed_Import_Left_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deixados de fora:`)
};

const ja_ed_import_left_out = /** @type {(inputs: Ed_Import_Left_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`取り込まなかったもの：`)
};

const ar_ed_import_left_out = /** @type {(inputs: Ed_Import_Left_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ما تُرك:`)
};

/**
* | output |
* | --- |
* | "Left out:" |
*
* @param {Ed_Import_Left_OutInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_import_left_out = /** @type {((inputs?: Ed_Import_Left_OutInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Import_Left_OutInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_import_left_out(inputs)
	if (locale === "de") return de_ed_import_left_out(inputs)
	if (locale === "es") return es_ed_import_left_out(inputs)
	if (locale === "pt-BR") return pt_br2_ed_import_left_out(inputs)
	if (locale === "ja") return ja_ed_import_left_out(inputs)
	if (locale === "ar") return ar_ed_import_left_out(inputs)
	return en_ed_import_left_out(inputs)
});