/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Google_Not_YouInputs */

const en_mail_google_not_you = /** @type {(inputs: Mail_Google_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If this was not you, reset your password with "Forgot password" on the sign-in page: a reset removes the Google sign-in and signs out every device.`)
};

const fr_mail_google_not_you = /** @type {(inputs: Mail_Google_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si ce n’était pas vous, réinitialisez votre mot de passe avec « Mot de passe oublié ? » sur la page de connexion : cela retire la connexion Google et déconnecte tous les appareils.`)
};

const de_mail_google_not_you = /** @type {(inputs: Mail_Google_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn Sie das nicht waren, setzen Sie Ihr Passwort über „Passwort vergessen?“ auf der Anmeldeseite zurück: Das entfernt die Google-Anmeldung und meldet alle Geräte ab.`)
};

const es_mail_google_not_you = /** @type {(inputs: Mail_Google_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si no fuiste tú, restablece tu contraseña con «¿Olvidaste tu contraseña?» en la página de inicio de sesión: así se quita el acceso con Google y se cierra la sesión en todos los dispositivos.`)
};

const pt_br2_mail_google_not_you = /** @type {(inputs: Mail_Google_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se não foi você, redefina sua senha em “Esqueceu a senha?” na página de entrada: isso remove a entrada com Google e desconecta todos os dispositivos.`)
};

const ja_mail_google_not_you = /** @type {(inputs: Mail_Google_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`お心当たりがない場合は、サインインページの「パスワードをお忘れですか?」からパスワードをリセットしてください。リセットすると Google サインインが外れ、すべての端末がサインアウトされます。`)
};

const ar_mail_google_not_you = /** @type {(inputs: Mail_Google_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إن لم تكن أنت، فأعد تعيين كلمة مرورك من «نسيت كلمة المرور؟» في صفحة الدخول: يزيل ذلك الدخول بحساب Google ويُخرج كل الأجهزة.`)
};

/**
* | output |
* | --- |
* | "If this was not you, reset your password with \"Forgot password\" on the sign-in page: a reset removes the Google sign-in and signs out every device." |
*
* @param {Mail_Google_Not_YouInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mail_google_not_you = /** @type {((inputs?: Mail_Google_Not_YouInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Google_Not_YouInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mail_google_not_you(inputs)
	if (locale === "de") return de_mail_google_not_you(inputs)
	if (locale === "es") return es_mail_google_not_you(inputs)
	if (locale === "pt-BR") return pt_br2_mail_google_not_you(inputs)
	if (locale === "ja") return ja_mail_google_not_you(inputs)
	if (locale === "ar") return ar_mail_google_not_you(inputs)
	return en_mail_google_not_you(inputs)
});