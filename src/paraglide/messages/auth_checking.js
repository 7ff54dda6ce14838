/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_CheckingInputs */

const en_auth_checking = /** @type {(inputs: Auth_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking…`)
};

const fr_auth_checking = /** @type {(inputs: Auth_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérification…`)
};

const de_auth_checking = /** @type {(inputs: Auth_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird geprüft…`)
};

const es_auth_checking = /** @type {(inputs: Auth_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comprobando…`)
};

const pt_br2_auth_checking = /** @type {(inputs: Auth_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificando…`)
};

const ja_auth_checking = /** @type {(inputs: Auth_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`確認中…`)
};

const ar_auth_checking = /** @type {(inputs: Auth_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ التحقق…`)
};

/**
* | output |
* | --- |
* | "Checking…" |
*
* @param {Auth_CheckingInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const auth_checking = /** @type {((inputs?: Auth_CheckingInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_CheckingInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_checking(inputs)
	if (locale === "de") return de_auth_checking(inputs)
	if (locale === "es") return es_auth_checking(inputs)
	if (locale === "pt-BR") return pt_br2_auth_checking(inputs)
	if (locale === "ja") return ja_auth_checking(inputs)
	if (locale === "ar") return ar_auth_checking(inputs)
	return en_auth_checking(inputs)
});