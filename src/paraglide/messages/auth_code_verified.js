/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Code_VerifiedInputs */

const en_auth_code_verified = /** @type {(inputs: Auth_Code_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OTP verified!`)
};

const fr_auth_code_verified = /** @type {(inputs: Auth_Code_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code vérifié !`)
};

const de_auth_code_verified = /** @type {(inputs: Auth_Code_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code bestätigt!`)
};

const es_auth_code_verified = /** @type {(inputs: Auth_Code_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Código verificado!`)
};

const pt_br2_auth_code_verified = /** @type {(inputs: Auth_Code_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código verificado!`)
};

const ja_auth_code_verified = /** @type {(inputs: Auth_Code_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`コードを確認しました！`)
};

const ar_auth_code_verified = /** @type {(inputs: Auth_Code_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم التحقق من الرمز!`)
};

/**
* | output |
* | --- |
* | "OTP verified!" |
*
* @param {Auth_Code_VerifiedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const auth_code_verified = /** @type {((inputs?: Auth_Code_VerifiedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Code_VerifiedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_code_verified(inputs)
	if (locale === "de") return de_auth_code_verified(inputs)
	if (locale === "es") return es_auth_code_verified(inputs)
	if (locale === "pt-BR") return pt_br2_auth_code_verified(inputs)
	if (locale === "ja") return ja_auth_code_verified(inputs)
	if (locale === "ar") return ar_auth_code_verified(inputs)
	return en_auth_code_verified(inputs)
});