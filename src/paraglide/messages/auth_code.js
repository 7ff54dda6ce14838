/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_CodeInputs */

const en_auth_code = /** @type {(inputs: Auth_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code`)
};

const fr_auth_code = /** @type {(inputs: Auth_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code`)
};

const de_auth_code = /** @type {(inputs: Auth_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code`)
};

const es_auth_code = /** @type {(inputs: Auth_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código`)
};

const pt_br2_auth_code = /** @type {(inputs: Auth_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código`)
};

const ja_auth_code = /** @type {(inputs: Auth_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`確認コード`)
};

const ar_auth_code = /** @type {(inputs: Auth_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الرمز`)
};

/**
* | output |
* | --- |
* | "Code" |
*
* @param {Auth_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const auth_code = /** @type {((inputs?: Auth_CodeInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_CodeInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_code(inputs)
	if (locale === "de") return de_auth_code(inputs)
	if (locale === "es") return es_auth_code(inputs)
	if (locale === "pt-BR") return pt_br2_auth_code(inputs)
	if (locale === "ja") return ja_auth_code(inputs)
	if (locale === "ar") return ar_auth_code(inputs)
	return en_auth_code(inputs)
});