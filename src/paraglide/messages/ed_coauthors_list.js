/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Coauthors_ListInputs */

const en_ed_coauthors_list = /** @type {(inputs: Ed_Coauthors_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authors and invitations`)
};

const fr_ed_coauthors_list = /** @type {(inputs: Ed_Coauthors_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auteurs et invitations`)
};

const de_ed_coauthors_list = /** @type {(inputs: Ed_Coauthors_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autoren und Einladungen`)
};

const es_ed_coauthors_list = /** @type {(inputs: Ed_Coauthors_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autores e invitaciones`)
};

const pt_br2_ed_coauthors_list = /** @type {(inputs: Ed_Coauthors_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autores e convites`)
};

const ja_ed_coauthors_list = /** @type {(inputs: Ed_Coauthors_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`著者と招待`)
};

const ar_ed_coauthors_list = /** @type {(inputs: Ed_Coauthors_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المؤلفون والدعوات`)
};

/**
* | output |
* | --- |
* | "Authors and invitations" |
*
* @param {Ed_Coauthors_ListInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_coauthors_list = /** @type {((inputs?: Ed_Coauthors_ListInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Coauthors_ListInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_coauthors_list(inputs)
	if (locale === "de") return de_ed_coauthors_list(inputs)
	if (locale === "es") return es_ed_coauthors_list(inputs)
	if (locale === "pt-BR") return pt_br2_ed_coauthors_list(inputs)
	if (locale === "ja") return ja_ed_coauthors_list(inputs)
	if (locale === "ar") return ar_ed_coauthors_list(inputs)
	return en_ed_coauthors_list(inputs)
});