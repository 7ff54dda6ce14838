/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Creating_AccountInputs */

const en_creating_account = /** @type {(inputs: Creating_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creating your account…`)
};

const fr_creating_account = /** @type {(inputs: Creating_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Création de votre compte…`)
};

const de_creating_account = /** @type {(inputs: Creating_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Konto wird erstellt…`)
};

const es_creating_account = /** @type {(inputs: Creating_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creando tu cuenta…`)
};

const pt_br2_creating_account = /** @type {(inputs: Creating_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Criando sua conta…`)
};

const ja_creating_account = /** @type {(inputs: Creating_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`アカウントを作成中…`)
};

const ar_creating_account = /** @type {(inputs: Creating_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ إنشاء حسابك…`)
};

/**
* | output |
* | --- |
* | "Creating your account…" |
*
* @param {Creating_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const creating_account = /** @type {((inputs?: Creating_AccountInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Creating_AccountInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_creating_account(inputs)
	if (locale === "de") return de_creating_account(inputs)
	if (locale === "es") return es_creating_account(inputs)
	if (locale === "pt-BR") return pt_br2_creating_account(inputs)
	if (locale === "ja") return ja_creating_account(inputs)
	if (locale === "ar") return ar_creating_account(inputs)
	return en_creating_account(inputs)
});