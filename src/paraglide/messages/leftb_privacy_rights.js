/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_Privacy_RightsInputs */

const en_leftb_privacy_rights = /** @type {(inputs: Leftb_Privacy_RightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can see and correct your data in your settings, and you can ask the people who run this site to export or delete your account and everything in it.`)
};

const fr_leftb_privacy_rights = /** @type {(inputs: Leftb_Privacy_RightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous pouvez consulter et corriger vos données dans vos paramètres, et demander aux personnes qui gèrent ce site d’exporter ou de supprimer votre compte et tout ce qu’il contient.`)
};

const de_leftb_privacy_rights = /** @type {(inputs: Leftb_Privacy_RightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie können Ihre Daten in Ihren Einstellungen einsehen und berichtigen, und Sie können die Betreiber dieser Website bitten, Ihr Konto mit allem, was darin ist, zu exportieren oder zu löschen.`)
};

const es_leftb_privacy_rights = /** @type {(inputs: Leftb_Privacy_RightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puedes ver y corregir tus datos en tus ajustes, y puedes pedir a las personas que gestionan este sitio que exporten o eliminen tu cuenta y todo lo que contiene.`)
};

const pt_br2_leftb_privacy_rights = /** @type {(inputs: Leftb_Privacy_RightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Você pode ver e corrigir seus dados nas configurações e pode pedir às pessoas que administram este site que exportem ou excluam sua conta e tudo o que há nela.`)
};

const ja_leftb_privacy_rights = /** @type {(inputs: Leftb_Privacy_RightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`設定画面で自分のデータを確認・訂正できます。また、このサイトの運営者に、アカウントとその中のすべてのデータのエクスポートや削除を依頼できます。`)
};

const ar_leftb_privacy_rights = /** @type {(inputs: Leftb_Privacy_RightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يمكنك الاطلاع على بياناتك وتصحيحها من إعداداتك، ويمكنك أن تطلب من القائمين على هذا الموقع تصدير حسابك وكل ما فيه أو حذفه.`)
};

/**
* | output |
* | --- |
* | "You can see and correct your data in your settings, and you can ask the people who run this site to export or delete your account and everything in it." |
*
* @param {Leftb_Privacy_RightsInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_privacy_rights = /** @type {((inputs?: Leftb_Privacy_RightsInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Privacy_RightsInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_privacy_rights(inputs)
	if (locale === "de") return de_leftb_privacy_rights(inputs)
	if (locale === "es") return es_leftb_privacy_rights(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_privacy_rights(inputs)
	if (locale === "ja") return ja_leftb_privacy_rights(inputs)
	if (locale === "ar") return ar_leftb_privacy_rights(inputs)
	return en_leftb_privacy_rights(inputs)
});