/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Reset_SentInputs */

const en_auth_reset_sent = /** @type {(inputs: Auth_Reset_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password reset email sent!`)
};

const fr_auth_reset_sent = /** @type {(inputs: Auth_Reset_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail de réinitialisation envoyé !`)
};

const de_auth_reset_sent = /** @type {(inputs: Auth_Reset_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail zum Zurücksetzen gesendet!`)
};

const es_auth_reset_sent = /** @type {(inputs: Auth_Reset_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Correo para restablecer la contraseña enviado!`)
};

const pt_br2_auth_reset_sent = /** @type {(inputs: Auth_Reset_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail de redefinição de senha enviado!`)
};

const ja_auth_reset_sent = /** @type {(inputs: Auth_Reset_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`パスワード再設定のメールを送信しました！`)
};

const ar_auth_reset_sent = /** @type {(inputs: Auth_Reset_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم إرسال بريد إعادة تعيين كلمة المرور!`)
};

/**
* | output |
* | --- |
* | "Password reset email sent!" |
*
* @param {Auth_Reset_SentInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const auth_reset_sent = /** @type {((inputs?: Auth_Reset_SentInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Reset_SentInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_reset_sent(inputs)
	if (locale === "de") return de_auth_reset_sent(inputs)
	if (locale === "es") return es_auth_reset_sent(inputs)
	if (locale === "pt-BR") return pt_br2_auth_reset_sent(inputs)
	if (locale === "ja") return ja_auth_reset_sent(inputs)
	if (locale === "ar") return ar_auth_reset_sent(inputs)
	return en_auth_reset_sent(inputs)
});