/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Other_EmailInputs */

const en_auth_other_email = /** @type {(inputs: Auth_Other_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use another e-mail`)
};

const fr_auth_other_email = /** @type {(inputs: Auth_Other_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utiliser une autre adresse`)
};

const de_auth_other_email = /** @type {(inputs: Auth_Other_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Andere E-Mail-Adresse verwenden`)
};

const es_auth_other_email = /** @type {(inputs: Auth_Other_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usar otro correo`)
};

const pt_br2_auth_other_email = /** @type {(inputs: Auth_Other_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usar outro e-mail`)
};

const ja_auth_other_email = /** @type {(inputs: Auth_Other_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`別のメールアドレスを使う`)
};

const ar_auth_other_email = /** @type {(inputs: Auth_Other_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استخدم بريدًا آخر`)
};

/**
* | output |
* | --- |
* | "Use another e-mail" |
*
* @param {Auth_Other_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const auth_other_email = /** @type {((inputs?: Auth_Other_EmailInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Other_EmailInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_other_email(inputs)
	if (locale === "de") return de_auth_other_email(inputs)
	if (locale === "es") return es_auth_other_email(inputs)
	if (locale === "pt-BR") return pt_br2_auth_other_email(inputs)
	if (locale === "ja") return ja_auth_other_email(inputs)
	if (locale === "ar") return ar_auth_other_email(inputs)
	return en_auth_other_email(inputs)
});