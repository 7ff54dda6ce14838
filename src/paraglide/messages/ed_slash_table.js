/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Slash_TableInputs */

const en_ed_slash_table = /** @type {(inputs: Ed_Slash_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Table`)
};

const fr_ed_slash_table = /** @type {(inputs: Ed_Slash_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tableau`)
};

const de_ed_slash_table = /** @type {(inputs: Ed_Slash_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tabelle`)
};

const es_ed_slash_table = /** @type {(inputs: Ed_Slash_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tabla`)
};

const pt_br2_ed_slash_table = /** @type {(inputs: Ed_Slash_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tabela`)
};

const ja_ed_slash_table = /** @type {(inputs: Ed_Slash_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`表`)
};

const ar_ed_slash_table = /** @type {(inputs: Ed_Slash_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جدول`)
};

/**
* | output |
* | --- |
* | "Table" |
*
* @param {Ed_Slash_TableInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_slash_table = /** @type {((inputs?: Ed_Slash_TableInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Slash_TableInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_slash_table(inputs)
	if (locale === "de") return de_ed_slash_table(inputs)
	if (locale === "es") return es_ed_slash_table(inputs)
	if (locale === "pt-BR") return pt_br2_ed_slash_table(inputs)
	if (locale === "ja") return ja_ed_slash_table(inputs)
	if (locale === "ar") return ar_ed_slash_table(inputs)
	return en_ed_slash_table(inputs)
});