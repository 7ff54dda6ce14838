/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Staff_UsernameInputs */

const en_lefta_staff_username = /** @type {(inputs: Lefta_Staff_UsernameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Username of the new moderator`)
};

const fr_lefta_staff_username = /** @type {(inputs: Lefta_Staff_UsernameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom d’utilisateur du nouveau modérateur`)
};

const de_lefta_staff_username = /** @type {(inputs: Lefta_Staff_UsernameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Benutzername des neuen Moderators`)
};

const es_lefta_staff_username = /** @type {(inputs: Lefta_Staff_UsernameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre de usuario del nuevo moderador`)
};

const pt_br2_lefta_staff_username = /** @type {(inputs: Lefta_Staff_UsernameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome de usuário do novo moderador`)
};

const ja_lefta_staff_username = /** @type {(inputs: Lefta_Staff_UsernameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新しいモデレーターのユーザー名`)
};

const ar_lefta_staff_username = /** @type {(inputs: Lefta_Staff_UsernameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اسم مستخدم المشرف الجديد`)
};

/**
* | output |
* | --- |
* | "Username of the new moderator" |
*
* @param {Lefta_Staff_UsernameInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_staff_username = /** @type {((inputs?: Lefta_Staff_UsernameInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Staff_UsernameInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_staff_username(inputs)
	if (locale === "de") return de_lefta_staff_username(inputs)
	if (locale === "es") return es_lefta_staff_username(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_staff_username(inputs)
	if (locale === "ja") return ja_lefta_staff_username(inputs)
	if (locale === "ar") return ar_lefta_staff_username(inputs)
	return en_lefta_staff_username(inputs)
});