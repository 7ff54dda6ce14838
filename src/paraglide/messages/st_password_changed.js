/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} St_Password_ChangedInputs */

const en_st_password_changed = /** @type {(inputs: St_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password changed. Other devices were signed out.`)
};

const fr_st_password_changed = /** @type {(inputs: St_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe changé. Les autres appareils ont été déconnectés.`)
};

const de_st_password_changed = /** @type {(inputs: St_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort geändert. Andere Geräte wurden abgemeldet.`)
};

const es_st_password_changed = /** @type {(inputs: St_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contraseña cambiada. Se cerró la sesión en los demás dispositivos.`)
};

const pt_br2_st_password_changed = /** @type {(inputs: St_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Senha alterada. Os outros dispositivos foram desconectados.`)
};

const ja_st_password_changed = /** @type {(inputs: St_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`パスワードを変更しました。他の端末はサインアウトされました。`)
};

const ar_st_password_changed = /** @type {(inputs: St_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تغيّرت كلمة المرور. سُجّل الخروج من الأجهزة الأخرى.`)
};

/**
* | output |
* | --- |
* | "Password changed. Other devices were signed out." |
*
* @param {St_Password_ChangedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const st_password_changed = /** @type {((inputs?: St_Password_ChangedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<St_Password_ChangedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_st_password_changed(inputs)
	if (locale === "de") return de_st_password_changed(inputs)
	if (locale === "es") return es_st_password_changed(inputs)
	if (locale === "pt-BR") return pt_br2_st_password_changed(inputs)
	if (locale === "ja") return ja_st_password_changed(inputs)
	if (locale === "ar") return ar_st_password_changed(inputs)
	return en_st_password_changed(inputs)
});