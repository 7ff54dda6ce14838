/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Coauthor_Role_OwnerInputs */

const en_ed_coauthor_role_owner = /** @type {(inputs: Ed_Coauthor_Role_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`owner`)
};

const fr_ed_coauthor_role_owner = /** @type {(inputs: Ed_Coauthor_Role_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`propriétaire`)
};

const de_ed_coauthor_role_owner = /** @type {(inputs: Ed_Coauthor_Role_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eigentümer`)
};

const es_ed_coauthor_role_owner = /** @type {(inputs: Ed_Coauthor_Role_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`propietario`)
};

const pt_br2_ed_coauthor_role_owner = /** @type {(inputs: Ed_Coauthor_Role_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`proprietário`)
};

const ja_ed_coauthor_role_owner = /** @type {(inputs: Ed_Coauthor_Role_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`所有者`)
};

const ar_ed_coauthor_role_owner = /** @type {(inputs: Ed_Coauthor_Role_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المالك`)
};

/**
* | output |
* | --- |
* | "owner" |
*
* @param {Ed_Coauthor_Role_OwnerInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_coauthor_role_owner = /** @type {((inputs?: Ed_Coauthor_Role_OwnerInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Coauthor_Role_OwnerInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_coauthor_role_owner(inputs)
	if (locale === "de") return de_ed_coauthor_role_owner(inputs)
	if (locale === "es") return es_ed_coauthor_role_owner(inputs)
	if (locale === "pt-BR") return pt_br2_ed_coauthor_role_owner(inputs)
	if (locale === "ja") return ja_ed_coauthor_role_owner(inputs)
	if (locale === "ar") return ar_ed_coauthor_role_owner(inputs)
	return en_ed_coauthor_role_owner(inputs)
});