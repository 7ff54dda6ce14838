/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Create_Account_LinkInputs */

const en_auth_create_account_link = /** @type {(inputs: Auth_Create_Account_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create an account`)
};

const fr_auth_create_account_link = /** @type {(inputs: Auth_Create_Account_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer un compte`)
};

const de_auth_create_account_link = /** @type {(inputs: Auth_Create_Account_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konto erstellen`)
};

const es_auth_create_account_link = /** @type {(inputs: Auth_Create_Account_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crear una cuenta`)
};

const pt_br2_auth_create_account_link = /** @type {(inputs: Auth_Create_Account_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Criar uma conta`)
};

const ja_auth_create_account_link = /** @type {(inputs: Auth_Create_Account_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`アカウントを作成`)
};

const ar_auth_create_account_link = /** @type {(inputs: Auth_Create_Account_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أنشئ حسابًا`)
};

/**
* | output |
* | --- |
* | "Create an account" |
*
* @param {Auth_Create_Account_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const auth_create_account_link = /** @type {((inputs?: Auth_Create_Account_LinkInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Create_Account_LinkInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_create_account_link(inputs)
	if (locale === "de") return de_auth_create_account_link(inputs)
	if (locale === "es") return es_auth_create_account_link(inputs)
	if (locale === "pt-BR") return pt_br2_auth_create_account_link(inputs)
	if (locale === "ja") return ja_auth_create_account_link(inputs)
	if (locale === "ar") return ar_auth_create_account_link(inputs)
	return en_auth_create_account_link(inputs)
});