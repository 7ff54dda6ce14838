/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ site: NonNullable<unknown> }} Mail_Susp_For_GoodInputs */

const en_mail_susp_for_good = /** @type {(inputs: Mail_Susp_For_GoodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A moderator of ${i?.site} suspended your account for good.`)
};

const fr_mail_susp_for_good = /** @type {(inputs: Mail_Susp_For_GoodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un modérateur de ${i?.site} a suspendu votre compte définitivement.`)
};

const de_mail_susp_for_good = /** @type {(inputs: Mail_Susp_For_GoodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ein Moderator von ${i?.site} hat Ihr Konto dauerhaft gesperrt.`)
};

const es_mail_susp_for_good = /** @type {(inputs: Mail_Susp_For_GoodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un moderador de ${i?.site} suspendió tu cuenta de forma definitiva.`)
};

const pt_br2_mail_susp_for_good = /** @type {(inputs: Mail_Susp_For_GoodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Um moderador do ${i?.site} suspendeu sua conta definitivamente.`)
};

const ja_mail_susp_for_good = /** @type {(inputs: Mail_Susp_For_GoodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site} のモデレーターがあなたのアカウントを無期限に停止しました。`)
};

const ar_mail_susp_for_good = /** @type {(inputs: Mail_Susp_For_GoodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`علّق أحد مشرفي ${i?.site} حسابك نهائيًا.`)
};

/**
* | output |
* | --- |
* | "A moderator of {site} suspended your account for good." |
*
* @param {Mail_Susp_For_GoodInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mail_susp_for_good = /** @type {((inputs: Mail_Susp_For_GoodInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Susp_For_GoodInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mail_susp_for_good(inputs)
	if (locale === "de") return de_mail_susp_for_good(inputs)
	if (locale === "es") return es_mail_susp_for_good(inputs)
	if (locale === "pt-BR") return pt_br2_mail_susp_for_good(inputs)
	if (locale === "ja") return ja_mail_susp_for_good(inputs)
	if (locale === "ar") return ar_mail_susp_for_good(inputs)
	return en_mail_susp_for_good(inputs)
});