/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} St_UsernameInputs */

const en_st_username = /** @type {(inputs: St_UsernameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Username`)
};

const fr_st_username = /** @type {(inputs: St_UsernameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom d’utilisateur`)
};

const de_st_username = /** @type {(inputs: St_UsernameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Benutzername`)
};

const es_st_username = /** @type {(inputs: St_UsernameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre de usuario`)
};

const pt_br2_st_username = /** @type {(inputs: St_UsernameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome de usuário`)
};

const ja_st_username = /** @type {(inputs: St_UsernameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ユーザー名`)
};

const ar_st_username = /** @type {(inputs: St_UsernameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اسم المستخدم`)
};

/**
* | output |
* | --- |
* | "Username" |
*
* @param {St_UsernameInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const st_username = /** @type {((inputs?: St_UsernameInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<St_UsernameInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_st_username(inputs)
	if (locale === "de") return de_st_username(inputs)
	if (locale === "es") return es_st_username(inputs)
	if (locale === "pt-BR") return pt_br2_st_username(inputs)
	if (locale === "ja") return ja_st_username(inputs)
	if (locale === "ar") return ar_st_username(inputs)
	return en_st_username(inputs)
});