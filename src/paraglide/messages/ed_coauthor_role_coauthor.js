/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Coauthor_Role_CoauthorInputs */

const en_ed_coauthor_role_coauthor = /** @type {(inputs: Ed_Coauthor_Role_CoauthorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`co-author`)
};

const fr_ed_coauthor_role_coauthor = /** @type {(inputs: Ed_Coauthor_Role_CoauthorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`coauteur`)
};

const de_ed_coauthor_role_coauthor = /** @type {(inputs: Ed_Coauthor_Role_CoauthorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitautor`)
};

const es_ed_coauthor_role_coauthor = /** @type {(inputs: Ed_Coauthor_Role_CoauthorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`coautor`)
};

const pt_br2_ed_coauthor_role_coauthor = /** @type {(inputs: Ed_Coauthor_Role_CoauthorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`coautor`)
};

const ja_ed_coauthor_role_coauthor = /** @type {(inputs: Ed_Coauthor_Role_CoauthorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`共著者`)
};

const ar_ed_coauthor_role_coauthor = /** @type {(inputs: Ed_Coauthor_Role_CoauthorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مؤلف مشارك`)
};

/**
* | output |
* | --- |
* | "co-author" |
*
* @param {Ed_Coauthor_Role_CoauthorInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_coauthor_role_coauthor = /** @type {((inputs?: Ed_Coauthor_Role_CoauthorInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Coauthor_Role_CoauthorInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_coauthor_role_coauthor(inputs)
	if (locale === "de") return de_ed_coauthor_role_coauthor(inputs)
	if (locale === "es") return es_ed_coauthor_role_coauthor(inputs)
	if (locale === "pt-BR") return pt_br2_ed_coauthor_role_coauthor(inputs)
	if (locale === "ja") return ja_ed_coauthor_role_coauthor(inputs)
	if (locale === "ar") return ar_ed_coauthor_role_coauthor(inputs)
	return en_ed_coauthor_role_coauthor(inputs)
});