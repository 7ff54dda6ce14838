/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Coauthor_Role_InvitedInputs */

const en_ed_coauthor_role_invited = /** @type {(inputs: Ed_Coauthor_Role_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`invited`)
};

const fr_ed_coauthor_role_invited = /** @type {(inputs: Ed_Coauthor_Role_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`invité`)
};

const de_ed_coauthor_role_invited = /** @type {(inputs: Ed_Coauthor_Role_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`eingeladen`)
};

const es_ed_coauthor_role_invited = /** @type {(inputs: Ed_Coauthor_Role_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`invitado`)
};

const pt_br2_ed_coauthor_role_invited = /** @type {(inputs: Ed_Coauthor_Role_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`convidado`)
};

const ja_ed_coauthor_role_invited = /** @type {(inputs: Ed_Coauthor_Role_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`招待中`)
};

const ar_ed_coauthor_role_invited = /** @type {(inputs: Ed_Coauthor_Role_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مدعو`)
};

/**
* | output |
* | --- |
* | "invited" |
*
* @param {Ed_Coauthor_Role_InvitedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_coauthor_role_invited = /** @type {((inputs?: Ed_Coauthor_Role_InvitedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Coauthor_Role_InvitedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_coauthor_role_invited(inputs)
	if (locale === "de") return de_ed_coauthor_role_invited(inputs)
	if (locale === "es") return es_ed_coauthor_role_invited(inputs)
	if (locale === "pt-BR") return pt_br2_ed_coauthor_role_invited(inputs)
	if (locale === "ja") return ja_ed_coauthor_role_invited(inputs)
	if (locale === "ar") return ar_ed_coauthor_role_invited(inputs)
	return en_ed_coauthor_role_invited(inputs)
});