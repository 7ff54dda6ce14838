/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Coauthor_Invite_LabelInputs */

const en_ed_coauthor_invite_label = /** @type {(inputs: Ed_Coauthor_Invite_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invite by username`)
};

const fr_ed_coauthor_invite_label = /** @type {(inputs: Ed_Coauthor_Invite_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inviter par nom d’utilisateur`)
};

const de_ed_coauthor_invite_label = /** @type {(inputs: Ed_Coauthor_Invite_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Per Benutzername einladen`)
};

const es_ed_coauthor_invite_label = /** @type {(inputs: Ed_Coauthor_Invite_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitar por nombre de usuario`)
};

const pt_br2_ed_coauthor_invite_label = /** @type {(inputs: Ed_Coauthor_Invite_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Convidar pelo nome de usuário`)
};

const ja_ed_coauthor_invite_label = /** @type {(inputs: Ed_Coauthor_Invite_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ユーザー名で招待`)
};

const ar_ed_coauthor_invite_label = /** @type {(inputs: Ed_Coauthor_Invite_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ادعُ باسم المستخدم`)
};

/**
* | output |
* | --- |
* | "Invite by username" |
*
* @param {Ed_Coauthor_Invite_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_coauthor_invite_label = /** @type {((inputs?: Ed_Coauthor_Invite_LabelInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Coauthor_Invite_LabelInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_coauthor_invite_label(inputs)
	if (locale === "de") return de_ed_coauthor_invite_label(inputs)
	if (locale === "es") return es_ed_coauthor_invite_label(inputs)
	if (locale === "pt-BR") return pt_br2_ed_coauthor_invite_label(inputs)
	if (locale === "ja") return ja_ed_coauthor_invite_label(inputs)
	if (locale === "ar") return ar_ed_coauthor_invite_label(inputs)
	return en_ed_coauthor_invite_label(inputs)
});