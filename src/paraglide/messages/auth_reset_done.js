/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Reset_DoneInputs */

const en_auth_reset_done = /** @type {(inputs: Auth_Reset_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password reset successful!`)
};

const fr_auth_reset_done = /** @type {(inputs: Auth_Reset_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe réinitialisé !`)
};

const de_auth_reset_done = /** @type {(inputs: Auth_Reset_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort zurückgesetzt!`)
};

const es_auth_reset_done = /** @type {(inputs: Auth_Reset_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Contraseña restablecida!`)
};

const pt_br2_auth_reset_done = /** @type {(inputs: Auth_Reset_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Senha redefinida!`)
};

const ja_auth_reset_done = /** @type {(inputs: Auth_Reset_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`パスワードを再設定しました！`)
};

const ar_auth_reset_done = /** @type {(inputs: Auth_Reset_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تمت إعادة تعيين كلمة المرور!`)
};

/**
* | output |
* | --- |
* | "Password reset successful!" |
*
* @param {Auth_Reset_DoneInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const auth_reset_done = /** @type {((inputs?: Auth_Reset_DoneInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Reset_DoneInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_reset_done(inputs)
	if (locale === "de") return de_auth_reset_done(inputs)
	if (locale === "es") return es_auth_reset_done(inputs)
	if (locale === "pt-BR") return pt_br2_auth_reset_done(inputs)
	if (locale === "ja") return ja_auth_reset_done(inputs)
	if (locale === "ar") return ar_auth_reset_done(inputs)
	return en_auth_reset_done(inputs)
});