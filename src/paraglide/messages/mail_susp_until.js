/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ site: NonNullable<unknown>, date: NonNullable<unknown> }} Mail_Susp_UntilInputs */

const en_mail_susp_until = /** @type {(inputs: Mail_Susp_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A moderator of ${i?.site} suspended your account until ${i?.date} UTC.`)
};

const fr_mail_susp_until = /** @type {(inputs: Mail_Susp_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un modérateur de ${i?.site} a suspendu votre compte jusqu’au ${i?.date} UTC.`)
};

const de_mail_susp_until = /** @type {(inputs: Mail_Susp_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ein Moderator von ${i?.site} hat Ihr Konto bis ${i?.date} UTC gesperrt.`)
};

const es_mail_susp_until = /** @type {(inputs: Mail_Susp_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un moderador de ${i?.site} suspendió tu cuenta hasta el ${i?.date} UTC.`)
};

const pt_br2_mail_susp_until = /** @type {(inputs: Mail_Susp_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Um moderador do ${i?.site} suspendeu sua conta até ${i?.date} UTC.`)
};

const ja_mail_susp_until = /** @type {(inputs: Mail_Susp_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site} のモデレーターがあなたのアカウントを ${i?.date} UTC まで停止しました。`)
};

const ar_mail_susp_until = /** @type {(inputs: Mail_Susp_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`علّق أحد مشرفي ${i?.site} حسابك حتى ${i?.date} بتوقيت UTC.`)
};

/**
* | output |
* | --- |
* | "A moderator of {site} suspended your account until {date} UTC." |
*
* @param {Mail_Susp_UntilInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mail_susp_until = /** @type {((inputs: Mail_Susp_UntilInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Susp_UntilInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mail_susp_until(inputs)
	if (locale === "de") return de_mail_susp_until(inputs)
	if (locale === "es") return es_mail_susp_until(inputs)
	if (locale === "pt-BR") return pt_br2_mail_susp_until(inputs)
	if (locale === "ja") return ja_mail_susp_until(inputs)
	if (locale === "ar") return ar_mail_susp_until(inputs)
	return en_mail_susp_until(inputs)
});