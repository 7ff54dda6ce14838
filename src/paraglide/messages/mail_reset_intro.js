/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ site: NonNullable<unknown> }} Mail_Reset_IntroInputs */

const en_mail_reset_intro = /** @type {(inputs: Mail_Reset_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Someone (hopefully you) asked to reset the password of your ${i?.site} account.`)
};

const fr_mail_reset_intro = /** @type {(inputs: Mail_Reset_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quelqu’un (vous, espérons-le) a demandé à réinitialiser le mot de passe de votre compte ${i?.site}.`)
};

const de_mail_reset_intro = /** @type {(inputs: Mail_Reset_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jemand (hoffentlich du) hat das Zurücksetzen des Passworts deines ${i?.site}-Kontos angefordert.`)
};

const es_mail_reset_intro = /** @type {(inputs: Mail_Reset_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alguien (esperemos que tú) pidió restablecer la contraseña de tu cuenta de ${i?.site}.`)
};

const pt_br2_mail_reset_intro = /** @type {(inputs: Mail_Reset_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alguém (esperamos que você) pediu para redefinir a senha da sua conta no ${i?.site}.`)
};

const ja_mail_reset_intro = /** @type {(inputs: Mail_Reset_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`どなたか（おそらくあなた）が ${i?.site} アカウントのパスワード再設定を申請しました。`)
};

const ar_mail_reset_intro = /** @type {(inputs: Mail_Reset_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`طلب أحدهم (نأمل أن تكون أنت) إعادة تعيين كلمة مرور حسابك على ${i?.site}.`)
};

/**
* | output |
* | --- |
* | "Someone (hopefully you) asked to reset the password of your {site} account." |
*
* @param {Mail_Reset_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mail_reset_intro = /** @type {((inputs: Mail_Reset_IntroInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Reset_IntroInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mail_reset_intro(inputs)
	if (locale === "de") return de_mail_reset_intro(inputs)
	if (locale === "es") return es_mail_reset_intro(inputs)
	if (locale === "pt-BR") return pt_br2_mail_reset_intro(inputs)
	if (locale === "ja") return ja_mail_reset_intro(inputs)
	if (locale === "ar") return ar_mail_reset_intro(inputs)
	return en_mail_reset_intro(inputs)
});