/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ site: NonNullable<unknown> }} Mail_Pw_EveryInputs */

const en_mail_pw_every = /** @type {(inputs: Mail_Pw_EveryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The password of your ${i?.site} account was just changed, and every device was signed out.`)
};

const fr_mail_pw_every = /** @type {(inputs: Mail_Pw_EveryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le mot de passe de votre compte ${i?.site} vient d’être changé, et tous les appareils ont été déconnectés.`)
};

const de_mail_pw_every = /** @type {(inputs: Mail_Pw_EveryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Das Passwort Ihres ${i?.site}-Kontos wurde soeben geändert, und alle Geräte wurden abgemeldet.`)
};

const es_mail_pw_every = /** @type {(inputs: Mail_Pw_EveryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se acaba de cambiar la contraseña de tu cuenta de ${i?.site} y se cerró la sesión en todos los dispositivos.`)
};

const pt_br2_mail_pw_every = /** @type {(inputs: Mail_Pw_EveryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A senha da sua conta do ${i?.site} acabou de ser alterada, e todos os dispositivos foram desconectados.`)
};

const ja_mail_pw_every = /** @type {(inputs: Mail_Pw_EveryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site} アカウントのパスワードが変更され、すべての端末がサインアウトされました。`)
};

const ar_mail_pw_every = /** @type {(inputs: Mail_Pw_EveryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تغيّرت للتو كلمة مرور حسابك على ${i?.site}، وسُجّل الخروج من كل الأجهزة.`)
};

/**
* | output |
* | --- |
* | "The password of your {site} account was just changed, and every device was signed out." |
*
* @param {Mail_Pw_EveryInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mail_pw_every = /** @type {((inputs: Mail_Pw_EveryInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Pw_EveryInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mail_pw_every(inputs)
	if (locale === "de") return de_mail_pw_every(inputs)
	if (locale === "es") return es_mail_pw_every(inputs)
	if (locale === "pt-BR") return pt_br2_mail_pw_every(inputs)
	if (locale === "ja") return ja_mail_pw_every(inputs)
	if (locale === "ar") return ar_mail_pw_every(inputs)
	return en_mail_pw_every(inputs)
});