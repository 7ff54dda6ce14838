/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Staff_NobodyInputs */

const en_lefta_staff_nobody = /** @type {(inputs: Lefta_Staff_NobodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nobody has this username`)
};

const fr_lefta_staff_nobody = /** @type {(inputs: Lefta_Staff_NobodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personne n’a ce nom d’utilisateur`)
};

const de_lefta_staff_nobody = /** @type {(inputs: Lefta_Staff_NobodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niemand hat diesen Benutzernamen`)
};

const es_lefta_staff_nobody = /** @type {(inputs: Lefta_Staff_NobodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nadie tiene este nombre de usuario`)
};

const pt_br2_lefta_staff_nobody = /** @type {(inputs: Lefta_Staff_NobodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguém tem este nome de usuário`)
};

const ja_lefta_staff_nobody = /** @type {(inputs: Lefta_Staff_NobodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`このユーザー名の人はいません`)
};

const ar_lefta_staff_nobody = /** @type {(inputs: Lefta_Staff_NobodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا أحد يحمل اسم المستخدم هذا`)
};

/**
* | output |
* | --- |
* | "Nobody has this username" |
*
* @param {Lefta_Staff_NobodyInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_staff_nobody = /** @type {((inputs?: Lefta_Staff_NobodyInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Staff_NobodyInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_staff_nobody(inputs)
	if (locale === "de") return de_lefta_staff_nobody(inputs)
	if (locale === "es") return es_lefta_staff_nobody(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_staff_nobody(inputs)
	if (locale === "ja") return ja_lefta_staff_nobody(inputs)
	if (locale === "ar") return ar_lefta_staff_nobody(inputs)
	return en_lefta_staff_nobody(inputs)
});