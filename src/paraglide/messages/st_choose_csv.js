/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} St_Choose_CsvInputs */

const en_st_choose_csv = /** @type {(inputs: St_Choose_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a CSV file first`)
};

const fr_st_choose_csv = /** @type {(inputs: St_Choose_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez d’abord un fichier CSV`)
};

const de_st_choose_csv = /** @type {(inputs: St_Choose_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wählen Sie zuerst eine CSV-Datei`)
};

const es_st_choose_csv = /** @type {(inputs: St_Choose_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige primero un archivo CSV`)
};

const pt_br2_st_choose_csv = /** @type {(inputs: St_Choose_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha primeiro um arquivo CSV`)
};

const ja_st_choose_csv = /** @type {(inputs: St_Choose_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`先にCSVファイルを選んでください`)
};

const ar_st_choose_csv = /** @type {(inputs: St_Choose_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختر ملف CSV أولًا`)
};

/**
* | output |
* | --- |
* | "Choose a CSV file first" |
*
* @param {St_Choose_CsvInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const st_choose_csv = /** @type {((inputs?: St_Choose_CsvInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<St_Choose_CsvInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_st_choose_csv(inputs)
	if (locale === "de") return de_st_choose_csv(inputs)
	if (locale === "es") return es_st_choose_csv(inputs)
	if (locale === "pt-BR") return pt_br2_st_choose_csv(inputs)
	if (locale === "ja") return ja_st_choose_csv(inputs)
	if (locale === "ar") return ar_st_choose_csv(inputs)
	return en_st_choose_csv(inputs)
});