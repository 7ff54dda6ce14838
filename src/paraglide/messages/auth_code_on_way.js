/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Auth_Code_On_WayInputs */

const en_auth_code_on_way = /** @type {(inputs: Auth_Code_On_WayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`If ${i?.email} has an account, a 6-digit code is on its way. It works for 10 minutes.`)
};

const fr_auth_code_on_way = /** @type {(inputs: Auth_Code_On_WayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Si ${i?.email} a un compte, un code à 6 chiffres est en route. Il est valable 10 minutes.`)
};

const de_auth_code_on_way = /** @type {(inputs: Auth_Code_On_WayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wenn es zu ${i?.email} ein Konto gibt, ist ein 6-stelliger Code unterwegs. Er gilt 10 Minuten.`)
};

const es_auth_code_on_way = /** @type {(inputs: Auth_Code_On_WayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Si ${i?.email} tiene una cuenta, va de camino un código de 6 dígitos. Sirve durante 10 minutos.`)
};

const pt_br2_auth_code_on_way = /** @type {(inputs: Auth_Code_On_WayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se ${i?.email} tiver uma conta, um código de 6 dígitos está a caminho. Ele vale por 10 minutos.`)
};

const ja_auth_code_on_way = /** @type {(inputs: Auth_Code_On_WayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} のアカウントがあれば、6桁のコードをお送りしました。有効期間は10分です。`)
};

const ar_auth_code_on_way = /** @type {(inputs: Auth_Code_On_WayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`إن كان للعنوان ${i?.email} حساب، فرمز من 6 أرقام في طريقه إليك. يعمل لمدة 10 دقائق.`)
};

/**
* | output |
* | --- |
* | "If {email} has an account, a 6-digit code is on its way. It works for 10 minutes." |
*
* @param {Auth_Code_On_WayInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const auth_code_on_way = /** @type {((inputs: Auth_Code_On_WayInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Code_On_WayInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_code_on_way(inputs)
	if (locale === "de") return de_auth_code_on_way(inputs)
	if (locale === "es") return es_auth_code_on_way(inputs)
	if (locale === "pt-BR") return pt_br2_auth_code_on_way(inputs)
	if (locale === "ja") return ja_auth_code_on_way(inputs)
	if (locale === "ar") return ar_auth_code_on_way(inputs)
	return en_auth_code_on_way(inputs)
});