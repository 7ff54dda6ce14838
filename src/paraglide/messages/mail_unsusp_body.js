/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ site: NonNullable<unknown> }} Mail_Unsusp_BodyInputs */

const en_mail_unsusp_body = /** @type {(inputs: Mail_Unsusp_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A moderator of ${i?.site} lifted the suspension of your account: you can sign in again.`)
};

const fr_mail_unsusp_body = /** @type {(inputs: Mail_Unsusp_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un modérateur de ${i?.site} a levé la suspension de votre compte : vous pouvez de nouveau vous connecter.`)
};

const de_mail_unsusp_body = /** @type {(inputs: Mail_Unsusp_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ein Moderator von ${i?.site} hat die Sperre Ihres Kontos aufgehoben: Sie können sich wieder anmelden.`)
};

const es_mail_unsusp_body = /** @type {(inputs: Mail_Unsusp_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un moderador de ${i?.site} levantó la suspensión de tu cuenta: ya puedes volver a iniciar sesión.`)
};

const pt_br2_mail_unsusp_body = /** @type {(inputs: Mail_Unsusp_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Um moderador do ${i?.site} retirou a suspensão da sua conta: você já pode entrar de novo.`)
};

const ja_mail_unsusp_body = /** @type {(inputs: Mail_Unsusp_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site} のモデレーターがあなたのアカウントの停止を解除しました。再びサインインできます。`)
};

const ar_mail_unsusp_body = /** @type {(inputs: Mail_Unsusp_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`رفع أحد مشرفي ${i?.site} التعليق عن حسابك: يمكنك الدخول مجددًا.`)
};

/**
* | output |
* | --- |
* | "A moderator of {site} lifted the suspension of your account: you can sign in again." |
*
* @param {Mail_Unsusp_BodyInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mail_unsusp_body = /** @type {((inputs: Mail_Unsusp_BodyInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Unsusp_BodyInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mail_unsusp_body(inputs)
	if (locale === "de") return de_mail_unsusp_body(inputs)
	if (locale === "es") return es_mail_unsusp_body(inputs)
	if (locale === "pt-BR") return pt_br2_mail_unsusp_body(inputs)
	if (locale === "ja") return ja_mail_unsusp_body(inputs)
	if (locale === "ar") return ar_mail_unsusp_body(inputs)
	return en_mail_unsusp_body(inputs)
});