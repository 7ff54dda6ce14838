/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Coauthor_InviteInputs */

const en_ed_coauthor_invite = /** @type {(inputs: Ed_Coauthor_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invite`)
};

const fr_ed_coauthor_invite = /** @type {(inputs: Ed_Coauthor_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inviter`)
};

const de_ed_coauthor_invite = /** @type {(inputs: Ed_Coauthor_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einladen`)
};

const es_ed_coauthor_invite = /** @type {(inputs: Ed_Coauthor_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitar`)
};

const pt_br2_ed_coauthor_invite = /** @type {(inputs: Ed_Coauthor_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Convidar`)
};

const ja_ed_coauthor_invite = /** @type {(inputs: Ed_Coauthor_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`招待`)
};

const ar_ed_coauthor_invite = /** @type {(inputs: Ed_Coauthor_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ادعُ`)
};

/**
* | output |
* | --- |
* | "Invite" |
*
* @param {Ed_Coauthor_InviteInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_coauthor_invite = /** @type {((inputs?: Ed_Coauthor_InviteInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Coauthor_InviteInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_coauthor_invite(inputs)
	if (locale === "de") return de_ed_coauthor_invite(inputs)
	if (locale === "es") return es_ed_coauthor_invite(inputs)
	if (locale === "pt-BR") return pt_br2_ed_coauthor_invite(inputs)
	if (locale === "ja") return ja_ed_coauthor_invite(inputs)
	if (locale === "ar") return ar_ed_coauthor_invite(inputs)
	return en_ed_coauthor_invite(inputs)
});