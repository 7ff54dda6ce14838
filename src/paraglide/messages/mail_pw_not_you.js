/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Pw_Not_YouInputs */

const en_mail_pw_not_you = /** @type {(inputs: Mail_Pw_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If this was not you, reset your password at once with "Forgot password" on the sign-in page.`)
};

const fr_mail_pw_not_you = /** @type {(inputs: Mail_Pw_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si ce n’était pas vous, réinitialisez tout de suite votre mot de passe avec « Mot de passe oublié ? » sur la page de connexion.`)
};

const de_mail_pw_not_you = /** @type {(inputs: Mail_Pw_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn Sie das nicht waren, setzen Sie Ihr Passwort sofort über „Passwort vergessen?“ auf der Anmeldeseite zurück.`)
};

const es_mail_pw_not_you = /** @type {(inputs: Mail_Pw_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si no fuiste tú, restablece tu contraseña de inmediato con «¿Olvidaste tu contraseña?» en la página de inicio de sesión.`)
};

const pt_br2_mail_pw_not_you = /** @type {(inputs: Mail_Pw_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se não foi você, redefina sua senha imediatamente em “Esqueceu a senha?” na página de entrada.`)
};

const ja_mail_pw_not_you = /** @type {(inputs: Mail_Pw_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`お心当たりがない場合は、サインインページの「パスワードをお忘れですか?」からすぐにパスワードをリセットしてください。`)
};

const ar_mail_pw_not_you = /** @type {(inputs: Mail_Pw_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إن لم تكن أنت، فأعد تعيين كلمة مرورك فورًا من «نسيت كلمة المرور؟» في صفحة الدخول.`)
};

/**
* | output |
* | --- |
* | "If this was not you, reset your password at once with \"Forgot password\" on the sign-in page." |
*
* @param {Mail_Pw_Not_YouInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mail_pw_not_you = /** @type {((inputs?: Mail_Pw_Not_YouInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Pw_Not_YouInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mail_pw_not_you(inputs)
	if (locale === "de") return de_mail_pw_not_you(inputs)
	if (locale === "es") return es_mail_pw_not_you(inputs)
	if (locale === "pt-BR") return pt_br2_mail_pw_not_you(inputs)
	if (locale === "ja") return ja_mail_pw_not_you(inputs)
	if (locale === "ar") return ar_mail_pw_not_you(inputs)
	return en_mail_pw_not_you(inputs)
});