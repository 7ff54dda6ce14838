/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} St_Password_Signs_OutInputs */

const en_st_password_signs_out = /** @type {(inputs: St_Password_Signs_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changing the password signs out your other devices.`)
};

const fr_st_password_signs_out = /** @type {(inputs: St_Password_Signs_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changer le mot de passe déconnecte vos autres appareils.`)
};

const de_st_password_signs_out = /** @type {(inputs: St_Password_Signs_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn Sie das Passwort ändern, werden Ihre anderen Geräte abgemeldet.`)
};

const es_st_password_signs_out = /** @type {(inputs: St_Password_Signs_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiar la contraseña cierra la sesión en tus otros dispositivos.`)
};

const pt_br2_st_password_signs_out = /** @type {(inputs: St_Password_Signs_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trocar a senha desconecta seus outros dispositivos.`)
};

const ja_st_password_signs_out = /** @type {(inputs: St_Password_Signs_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`パスワードを変更すると、他の端末はサインアウトされます。`)
};

const ar_st_password_signs_out = /** @type {(inputs: St_Password_Signs_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تغيير كلمة المرور يُخرجك من أجهزتك الأخرى.`)
};

/**
* | output |
* | --- |
* | "Changing the password signs out your other devices." |
*
* @param {St_Password_Signs_OutInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const st_password_signs_out = /** @type {((inputs?: St_Password_Signs_OutInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<St_Password_Signs_OutInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_st_password_signs_out(inputs)
	if (locale === "de") return de_st_password_signs_out(inputs)
	if (locale === "es") return es_st_password_signs_out(inputs)
	if (locale === "pt-BR") return pt_br2_st_password_signs_out(inputs)
	if (locale === "ja") return ja_st_password_signs_out(inputs)
	if (locale === "ar") return ar_st_password_signs_out(inputs)
	return en_st_password_signs_out(inputs)
});