/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Password_HintInputs */

const en_password_hint = /** @type {(inputs: Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`At least 8 characters. A few words you will remember make a strong one.`)
};

const fr_password_hint = /** @type {(inputs: Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Au moins 8 caractères. Quelques mots dont vous vous souviendrez en font un solide.`)
};

const de_password_hint = /** @type {(inputs: Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mindestens 8 Zeichen. Ein paar Wörter, die du dir merkst, ergeben ein starkes Passwort.`)
};

const es_password_hint = /** @type {(inputs: Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Al menos 8 caracteres. Unas cuantas palabras que recuerdes forman una contraseña fuerte.`)
};

const pt_br2_password_hint = /** @type {(inputs: Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pelo menos 8 caracteres. Algumas palavras que você vai lembrar formam uma senha forte.`)
};

const ja_password_hint = /** @type {(inputs: Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`8文字以上。覚えやすい単語をいくつか並べると強いパスワードになります。`)
};

const ar_password_hint = /** @type {(inputs: Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`8 أحرف على الأقل. بضع كلمات تتذكرها تصنع كلمة مرور قوية.`)
};

/**
* | output |
* | --- |
* | "At least 8 characters. A few words you will remember make a strong one." |
*
* @param {Password_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const password_hint = /** @type {((inputs?: Password_HintInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Password_HintInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_password_hint(inputs)
	if (locale === "de") return de_password_hint(inputs)
	if (locale === "es") return es_password_hint(inputs)
	if (locale === "pt-BR") return pt_br2_password_hint(inputs)
	if (locale === "ja") return ja_password_hint(inputs)
	if (locale === "ar") return ar_password_hint(inputs)
	return en_password_hint(inputs)
});