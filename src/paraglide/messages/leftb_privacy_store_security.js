/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_Privacy_Store_SecurityInputs */

const en_leftb_privacy_store_security = /** @type {(inputs: Leftb_Privacy_Store_SecurityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Security records: sign-in sessions and the addresses they came from, kept to protect your account.`)
};

const fr_leftb_privacy_store_security = /** @type {(inputs: Leftb_Privacy_Store_SecurityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Données de sécurité : sessions de connexion et adresses d’où elles proviennent, conservées pour protéger votre compte.`)
};

const de_leftb_privacy_store_security = /** @type {(inputs: Leftb_Privacy_Store_SecurityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sicherheitsdaten: Anmeldesitzungen und die Adressen, von denen sie stammen, gespeichert zum Schutz Ihres Kontos.`)
};

const es_leftb_privacy_store_security = /** @type {(inputs: Leftb_Privacy_Store_SecurityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registros de seguridad: sesiones iniciadas y las direcciones desde las que se abrieron, guardados para proteger tu cuenta.`)
};

const pt_br2_leftb_privacy_store_security = /** @type {(inputs: Leftb_Privacy_Store_SecurityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registros de segurança: sessões de login e os endereços de onde vieram, guardados para proteger sua conta.`)
};

const ja_leftb_privacy_store_security = /** @type {(inputs: Leftb_Privacy_Store_SecurityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`セキュリティ記録：ログインセッションとその接続元アドレス。アカウントを守るために保存します。`)
};

const ar_leftb_privacy_store_security = /** @type {(inputs: Leftb_Privacy_Store_SecurityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سجلات الأمان: جلسات تسجيل الدخول والعناوين التي جاءت منها، نحتفظ بها لحماية حسابك.`)
};

/**
* | output |
* | --- |
* | "Security records: sign-in sessions and the addresses they came from, kept to protect your account." |
*
* @param {Leftb_Privacy_Store_SecurityInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_privacy_store_security = /** @type {((inputs?: Leftb_Privacy_Store_SecurityInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Privacy_Store_SecurityInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_privacy_store_security(inputs)
	if (locale === "de") return de_leftb_privacy_store_security(inputs)
	if (locale === "es") return es_leftb_privacy_store_security(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_privacy_store_security(inputs)
	if (locale === "ja") return ja_leftb_privacy_store_security(inputs)
	if (locale === "ar") return ar_leftb_privacy_store_security(inputs)
	return en_leftb_privacy_store_security(inputs)
});