/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Slash_Table_HintInputs */

const en_ed_slash_table_hint = /** @type {(inputs: Ed_Slash_Table_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rows and columns`)
};

const fr_ed_slash_table_hint = /** @type {(inputs: Ed_Slash_Table_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des lignes et des colonnes`)
};

const de_ed_slash_table_hint = /** @type {(inputs: Ed_Slash_Table_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zeilen und Spalten`)
};

const es_ed_slash_table_hint = /** @type {(inputs: Ed_Slash_Table_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filas y columnas`)
};

const pt_br2_ed_slash_table_hint = /** @type {(inputs: Ed_Slash_Table_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Linhas e colunas`)
};

const ja_ed_slash_table_hint = /** @type {(inputs: Ed_Slash_Table_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`行と列`)
};

const ar_ed_slash_table_hint = /** @type {(inputs: Ed_Slash_Table_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صفوف وأعمدة`)
};

/**
* | output |
* | --- |
* | "Rows and columns" |
*
* @param {Ed_Slash_Table_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_slash_table_hint = /** @type {((inputs?: Ed_Slash_Table_HintInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Slash_Table_HintInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_slash_table_hint(inputs)
	if (locale === "de") return de_ed_slash_table_hint(inputs)
	if (locale === "es") return es_ed_slash_table_hint(inputs)
	if (locale === "pt-BR") return pt_br2_ed_slash_table_hint(inputs)
	if (locale === "ja") return ja_ed_slash_table_hint(inputs)
	if (locale === "ar") return ar_ed_slash_table_hint(inputs)
	return en_ed_slash_table_hint(inputs)
});