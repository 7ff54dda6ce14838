/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} St_Your_PasswordInputs */

const en_st_your_password = /** @type {(inputs: St_Your_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your password`)
};

const fr_st_your_password = /** @type {(inputs: St_Your_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre mot de passe`)
};

const de_st_your_password = /** @type {(inputs: St_Your_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Passwort`)
};

const es_st_your_password = /** @type {(inputs: St_Your_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu contraseña`)
};

const pt_br2_st_your_password = /** @type {(inputs: St_Your_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sua senha`)
};

const ja_st_your_password = /** @type {(inputs: St_Your_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`パスワード`)
};

const ar_st_your_password = /** @type {(inputs: St_Your_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كلمة مرورك`)
};

/**
* | output |
* | --- |
* | "Your password" |
*
* @param {St_Your_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const st_your_password = /** @type {((inputs?: St_Your_PasswordInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<St_Your_PasswordInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_st_your_password(inputs)
	if (locale === "de") return de_st_your_password(inputs)
	if (locale === "es") return es_st_your_password(inputs)
	if (locale === "pt-BR") return pt_br2_st_your_password(inputs)
	if (locale === "ja") return ja_st_your_password(inputs)
	if (locale === "ar") return ar_st_your_password(inputs)
	return en_st_your_password(inputs)
});