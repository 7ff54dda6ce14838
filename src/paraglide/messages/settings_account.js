/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_AccountInputs */

const en_settings_account = /** @type {(inputs: Settings_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account`)
};

const fr_settings_account = /** @type {(inputs: Settings_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compte`)
};

const de_settings_account = /** @type {(inputs: Settings_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konto`)
};

const es_settings_account = /** @type {(inputs: Settings_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuenta`)
};

const pt_br2_settings_account = /** @type {(inputs: Settings_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conta`)
};

const ja_settings_account = /** @type {(inputs: Settings_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`アカウント`)
};

const ar_settings_account = /** @type {(inputs: Settings_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الحساب`)
};

/**
* | output |
* | --- |
* | "Account" |
*
* @param {Settings_AccountInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const settings_account = /** @type {((inputs?: Settings_AccountInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_AccountInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_settings_account(inputs)
	if (locale === "de") return de_settings_account(inputs)
	if (locale === "es") return es_settings_account(inputs)
	if (locale === "pt-BR") return pt_br2_settings_account(inputs)
	if (locale === "ja") return ja_settings_account(inputs)
	if (locale === "ar") return ar_settings_account(inputs)
	return en_settings_account(inputs)
});