/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} St_Uses_GoogleInputs */

const en_st_uses_google = /** @type {(inputs: St_Uses_GoogleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account uses Google; you can add a password too.`)
};

const fr_st_uses_google = /** @type {(inputs: St_Uses_GoogleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte utilise Google ; vous pouvez aussi ajouter un mot de passe.`)
};

const de_st_uses_google = /** @type {(inputs: St_Uses_GoogleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Konto nutzt Google; Sie können auch ein Passwort festlegen.`)
};

const es_st_uses_google = /** @type {(inputs: St_Uses_GoogleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu cuenta usa Google; también puedes añadir una contraseña.`)
};

const pt_br2_st_uses_google = /** @type {(inputs: St_Uses_GoogleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sua conta usa o Google; você também pode adicionar uma senha.`)
};

const ja_st_uses_google = /** @type {(inputs: St_Uses_GoogleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`このアカウントは Google を使っています。パスワードを追加することもできます。`)
};

const ar_st_uses_google = /** @type {(inputs: St_Uses_GoogleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يستخدم حسابك Google؛ ويمكنك إضافة كلمة مرور أيضًا.`)
};

/**
* | output |
* | --- |
* | "Your account uses Google; you can add a password too." |
*
* @param {St_Uses_GoogleInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const st_uses_google = /** @type {((inputs?: St_Uses_GoogleInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<St_Uses_GoogleInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_st_uses_google(inputs)
	if (locale === "de") return de_st_uses_google(inputs)
	if (locale === "es") return es_st_uses_google(inputs)
	if (locale === "pt-BR") return pt_br2_st_uses_google(inputs)
	if (locale === "ja") return ja_st_uses_google(inputs)
	if (locale === "ar") return ar_st_uses_google(inputs)
	return en_st_uses_google(inputs)
});