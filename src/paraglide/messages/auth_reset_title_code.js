/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Reset_Title_CodeInputs */

const en_auth_reset_title_code = /** @type {(inputs: Auth_Reset_Title_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the code we sent you`)
};

const fr_auth_reset_title_code = /** @type {(inputs: Auth_Reset_Title_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez le code que nous vous avons envoyé`)
};

const de_auth_reset_title_code = /** @type {(inputs: Auth_Reset_Title_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie den Code ein, den wir Ihnen geschickt haben`)
};

const es_auth_reset_title_code = /** @type {(inputs: Auth_Reset_Title_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe el código que te enviamos`)
};

const pt_br2_auth_reset_title_code = /** @type {(inputs: Auth_Reset_Title_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digite o código que enviamos para você`)
};

const ja_auth_reset_title_code = /** @type {(inputs: Auth_Reset_Title_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`お送りしたコードを入力してください`)
};

const ar_auth_reset_title_code = /** @type {(inputs: Auth_Reset_Title_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أدخل الرمز الذي أرسلناه إليك`)
};

/**
* | output |
* | --- |
* | "Enter the code we sent you" |
*
* @param {Auth_Reset_Title_CodeInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const auth_reset_title_code = /** @type {((inputs?: Auth_Reset_Title_CodeInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Reset_Title_CodeInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_auth_reset_title_code(inputs)
	if (locale === "de") return de_auth_reset_title_code(inputs)
	if (locale === "es") return es_auth_reset_title_code(inputs)
	if (locale === "pt-BR") return pt_br2_auth_reset_title_code(inputs)
	if (locale === "ja") return ja_auth_reset_title_code(inputs)
	if (locale === "ar") return ar_auth_reset_title_code(inputs)
	return en_auth_reset_title_code(inputs)
});