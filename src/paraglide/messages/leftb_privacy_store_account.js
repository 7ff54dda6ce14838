/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_Privacy_Store_AccountInputs */

const en_leftb_privacy_store_account = /** @type {(inputs: Leftb_Privacy_Store_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account: name, username, e-mail address, and a one-way hash of your password (never the password).`)
};

const fr_leftb_privacy_store_account = /** @type {(inputs: Leftb_Privacy_Store_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte : nom, nom d’utilisateur, adresse e-mail et une empreinte à sens unique de votre mot de passe (jamais le mot de passe lui-même).`)
};

const de_leftb_privacy_store_account = /** @type {(inputs: Leftb_Privacy_Store_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Konto: Name, Benutzername, E-Mail-Adresse und ein Einweg-Hash Ihres Passworts (niemals das Passwort selbst).`)
};

const es_leftb_privacy_store_account = /** @type {(inputs: Leftb_Privacy_Store_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu cuenta: nombre, nombre de usuario, dirección de correo y un hash unidireccional de tu contraseña (nunca la contraseña).`)
};

const pt_br2_leftb_privacy_store_account = /** @type {(inputs: Leftb_Privacy_Store_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sua conta: nome, nome de usuário, endereço de e-mail e um hash unidirecional da sua senha (nunca a senha).`)
};

const ja_leftb_privacy_store_account = /** @type {(inputs: Leftb_Privacy_Store_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`アカウント：名前、ユーザー名、メールアドレス、パスワードの一方向ハッシュ（パスワードそのものは保存しません）。`)
};

const ar_leftb_privacy_store_account = /** @type {(inputs: Leftb_Privacy_Store_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حسابك: الاسم، واسم المستخدم، وعنوان البريد الإلكتروني، وتجزئة أحادية الاتجاه لكلمة مرورك (وليس كلمة المرور نفسها أبدًا).`)
};

/**
* | output |
* | --- |
* | "Your account: name, username, e-mail address, and a one-way hash of your password (never the password)." |
*
* @param {Leftb_Privacy_Store_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_privacy_store_account = /** @type {((inputs?: Leftb_Privacy_Store_AccountInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Privacy_Store_AccountInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_privacy_store_account(inputs)
	if (locale === "de") return de_leftb_privacy_store_account(inputs)
	if (locale === "es") return es_leftb_privacy_store_account(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_privacy_store_account(inputs)
	if (locale === "ja") return ja_leftb_privacy_store_account(inputs)
	if (locale === "ar") return ar_leftb_privacy_store_account(inputs)
	return en_leftb_privacy_store_account(inputs)
});