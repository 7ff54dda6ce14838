/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Staff_Type_UsernameInputs */

const en_lefta_staff_type_username = /** @type {(inputs: Lefta_Staff_Type_UsernameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type a username`)
};

const fr_lefta_staff_type_username = /** @type {(inputs: Lefta_Staff_Type_UsernameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez un nom d’utilisateur`)
};

const de_lefta_staff_type_username = /** @type {(inputs: Lefta_Staff_Type_UsernameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib einen Benutzernamen ein`)
};

const es_lefta_staff_type_username = /** @type {(inputs: Lefta_Staff_Type_UsernameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe un nombre de usuario`)
};

const pt_br2_lefta_staff_type_username = /** @type {(inputs: Lefta_Staff_Type_UsernameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digite um nome de usuário`)
};

const ja_lefta_staff_type_username = /** @type {(inputs: Lefta_Staff_Type_UsernameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ユーザー名を入力してください`)
};

const ar_lefta_staff_type_username = /** @type {(inputs: Lefta_Staff_Type_UsernameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اكتب اسم مستخدم`)
};

/**
* | output |
* | --- |
* | "Type a username" |
*
* @param {Lefta_Staff_Type_UsernameInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_staff_type_username = /** @type {((inputs?: Lefta_Staff_Type_UsernameInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Staff_Type_UsernameInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_staff_type_username(inputs)
	if (locale === "de") return de_lefta_staff_type_username(inputs)
	if (locale === "es") return es_lefta_staff_type_username(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_staff_type_username(inputs)
	if (locale === "ja") return ja_lefta_staff_type_username(inputs)
	if (locale === "ar") return ar_lefta_staff_type_username(inputs)
	return en_lefta_staff_type_username(inputs)
});