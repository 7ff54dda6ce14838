/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_Privacy_EmailInputs */

const en_leftb_privacy_email = /** @type {(inputs: Leftb_Privacy_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We e-mail you only about your account, such as a password reset code or a notice that your password changed.`)
};

const fr_leftb_privacy_email = /** @type {(inputs: Leftb_Privacy_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous ne vous écrivons qu’au sujet de votre compte, par exemple pour vous envoyer un code de réinitialisation du mot de passe ou vous signaler que votre mot de passe a changé.`)
};

const de_leftb_privacy_email = /** @type {(inputs: Leftb_Privacy_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir schreiben Ihnen nur zu Ihrem Konto, etwa einen Code zum Zurücksetzen des Passworts oder einen Hinweis, dass Ihr Passwort geändert wurde.`)
};

const es_leftb_privacy_email = /** @type {(inputs: Leftb_Privacy_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo te escribimos sobre tu cuenta, por ejemplo para enviarte un código para restablecer la contraseña o avisarte de que tu contraseña ha cambiado.`)
};

const pt_br2_leftb_privacy_email = /** @type {(inputs: Leftb_Privacy_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Só enviamos e-mails sobre a sua conta, como um código para redefinir a senha ou um aviso de que sua senha foi alterada.`)
};

const ja_leftb_privacy_email = /** @type {(inputs: Leftb_Privacy_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メールをお送りするのは、パスワード再設定用のコードやパスワード変更のお知らせなど、アカウントに関する連絡だけです。`)
};

const ar_leftb_privacy_email = /** @type {(inputs: Leftb_Privacy_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا نراسلك بالبريد الإلكتروني إلا بشأن حسابك، مثل رمز لإعادة تعيين كلمة المرور أو إشعار بأن كلمة مرورك قد تغيّرت.`)
};

/**
* | output |
* | --- |
* | "We e-mail you only about your account, such as a password reset code or a notice that your password changed." |
*
* @param {Leftb_Privacy_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_privacy_email = /** @type {((inputs?: Leftb_Privacy_EmailInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Privacy_EmailInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_privacy_email(inputs)
	if (locale === "de") return de_leftb_privacy_email(inputs)
	if (locale === "es") return es_leftb_privacy_email(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_privacy_email(inputs)
	if (locale === "ja") return ja_leftb_privacy_email(inputs)
	if (locale === "ar") return ar_leftb_privacy_email(inputs)
	return en_leftb_privacy_email(inputs)
});