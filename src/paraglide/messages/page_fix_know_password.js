/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Know_PasswordInputs */

const en_page_fix_know_password = /** @type {(inputs: Page_Fix_Know_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Know your password?`)
};

const fr_page_fix_know_password = /** @type {(inputs: Page_Fix_Know_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous connaissez votre mot de passe ?`)
};

const de_page_fix_know_password = /** @type {(inputs: Page_Fix_Know_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie kennen Ihr Passwort?`)
};

const es_page_fix_know_password = /** @type {(inputs: Page_Fix_Know_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Sabes tu contraseña?`)
};

const pt_br2_page_fix_know_password = /** @type {(inputs: Page_Fix_Know_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sabe sua senha?`)
};

const ja_page_fix_know_password = /** @type {(inputs: Page_Fix_Know_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`パスワードを覚えていますか？`)
};

const ar_page_fix_know_password = /** @type {(inputs: Page_Fix_Know_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعرف كلمة مرورك؟`)
};

/**
* | output |
* | --- |
* | "Know your password?" |
*
* @param {Page_Fix_Know_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_know_password = /** @type {((inputs?: Page_Fix_Know_PasswordInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Know_PasswordInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_know_password(inputs)
	if (locale === "de") return de_page_fix_know_password(inputs)
	if (locale === "es") return es_page_fix_know_password(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_know_password(inputs)
	if (locale === "ja") return ja_page_fix_know_password(inputs)
	if (locale === "ar") return ar_page_fix_know_password(inputs)
	return en_page_fix_know_password(inputs)
});