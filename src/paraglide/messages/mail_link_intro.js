/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ site: NonNullable<unknown> }} Mail_Link_IntroInputs */

const en_mail_link_intro = /** @type {(inputs: Mail_Link_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Someone (hopefully you) asked for a link to sign in to your ${i?.site} account.`)
};

const fr_mail_link_intro = /** @type {(inputs: Mail_Link_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quelqu’un (vous, espérons-le) a demandé un lien pour se connecter à votre compte ${i?.site}.`)
};

const de_mail_link_intro = /** @type {(inputs: Mail_Link_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jemand (hoffentlich du) hat einen Link zur Anmeldung bei deinem ${i?.site}-Konto angefordert.`)
};

const es_mail_link_intro = /** @type {(inputs: Mail_Link_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alguien (esperemos que tú) pidió un enlace para acceder a tu cuenta de ${i?.site}.`)
};

const pt_br2_mail_link_intro = /** @type {(inputs: Mail_Link_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alguém (esperamos que você) pediu um link para entrar na sua conta do ${i?.site}.`)
};

const ja_mail_link_intro = /** @type {(inputs: Mail_Link_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`どなたか（おそらくあなた）が ${i?.site} アカウントへのログインリンクを申請しました。`)
};

const ar_mail_link_intro = /** @type {(inputs: Mail_Link_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`طلب أحدهم (نأمل أن تكون أنت) رابطًا لتسجيل الدخول إلى حسابك على ${i?.site}.`)
};

/**
* | output |
* | --- |
* | "Someone (hopefully you) asked for a link to sign in to your {site} account." |
*
* @param {Mail_Link_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mail_link_intro = /** @type {((inputs: Mail_Link_IntroInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Link_IntroInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mail_link_intro(inputs)
	if (locale === "de") return de_mail_link_intro(inputs)
	if (locale === "es") return es_mail_link_intro(inputs)
	if (locale === "pt-BR") return pt_br2_mail_link_intro(inputs)
	if (locale === "ja") return ja_mail_link_intro(inputs)
	if (locale === "ar") return ar_mail_link_intro(inputs)
	return en_mail_link_intro(inputs)
});