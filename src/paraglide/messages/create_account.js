/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Create_AccountInputs */

const en_create_account = /** @type {(inputs: Create_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create account`)
};

const fr_create_account = /** @type {(inputs: Create_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer le compte`)
};

const de_create_account = /** @type {(inputs: Create_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konto erstellen`)
};

const es_create_account = /** @type {(inputs: Create_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crear cuenta`)
};

const pt_br2_create_account = /** @type {(inputs: Create_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Criar conta`)
};

const ja_create_account = /** @type {(inputs: Create_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`アカウントを作成`)
};

const ar_create_account = /** @type {(inputs: Create_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إنشاء الحساب`)
};

/**
* | output |
* | --- |
* | "Create account" |
*
* @param {Create_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const create_account = /** @type {((inputs?: Create_AccountInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Create_AccountInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_create_account(inputs)
	if (locale === "de") return de_create_account(inputs)
	if (locale === "es") return es_create_account(inputs)
	if (locale === "pt-BR") return pt_br2_create_account(inputs)
	if (locale === "ja") return ja_create_account(inputs)
	if (locale === "ar") return ar_create_account(inputs)
	return en_create_account(inputs)
});