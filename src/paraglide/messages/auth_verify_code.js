/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Verify_CodeInputs */

const en_auth_verify_code = /** @type {(inputs: Auth_Verify_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify the code`)
};

const fr_auth_verify_code = /** @type {(inputs: Auth_Verify_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifier le code`)
};

const de_auth_verify_code = /** @type {(inputs: Auth_Verify_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code prüfen`)
};

const es_auth_verify_code = /** @type {(inputs: Auth_Verify_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificar el código`)
};

const pt_br2_auth_verify_code = /** @type {(inputs: Auth_Verify_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificar o código`)
};

const ja_auth_verify_code = /** @type {(inputs: Auth_Verify_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`コードを確認`)
};

const ar_auth_verify_code = /** @type {(inputs: Auth_Verify_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تحقّق من الرمز`)
};

/**
* | output |
* | --- |
* | "Verify the code" |
*
* @param {Auth_Verify_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const auth_verify_code = /** @type {((inputs?: Auth_Verify_CodeInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Verify_CodeInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_verify_code(inputs)
	if (locale === "de") return de_auth_verify_code(inputs)
	if (locale === "es") return es_auth_verify_code(inputs)
	if (locale === "pt-BR") return pt_br2_auth_verify_code(inputs)
	if (locale === "ja") return ja_auth_verify_code(inputs)
	if (locale === "ar") return ar_auth_verify_code(inputs)
	return en_auth_verify_code(inputs)
});