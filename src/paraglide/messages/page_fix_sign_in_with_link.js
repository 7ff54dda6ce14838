/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Sign_In_With_LinkInputs */

const en_page_fix_sign_in_with_link = /** @type {(inputs: Page_Fix_Sign_In_With_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in with a link`)
};

const fr_page_fix_sign_in_with_link = /** @type {(inputs: Page_Fix_Sign_In_With_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter avec un lien`)
};

const de_page_fix_sign_in_with_link = /** @type {(inputs: Page_Fix_Sign_In_With_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mit einem Link anmelden`)
};

const es_page_fix_sign_in_with_link = /** @type {(inputs: Page_Fix_Sign_In_With_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión con un enlace`)
};

const pt_br2_page_fix_sign_in_with_link = /** @type {(inputs: Page_Fix_Sign_In_With_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entre com um link`)
};

const ja_page_fix_sign_in_with_link = /** @type {(inputs: Page_Fix_Sign_In_With_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`リンクでログイン`)
};

const ar_page_fix_sign_in_with_link = /** @type {(inputs: Page_Fix_Sign_In_With_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سجّل الدخول برابط`)
};

/**
* | output |
* | --- |
* | "Sign in with a link" |
*
* @param {Page_Fix_Sign_In_With_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_sign_in_with_link = /** @type {((inputs?: Page_Fix_Sign_In_With_LinkInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Sign_In_With_LinkInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_sign_in_with_link(inputs)
	if (locale === "de") return de_page_fix_sign_in_with_link(inputs)
	if (locale === "es") return es_page_fix_sign_in_with_link(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_sign_in_with_link(inputs)
	if (locale === "ja") return ja_page_fix_sign_in_with_link(inputs)
	if (locale === "ar") return ar_page_fix_sign_in_with_link(inputs)
	return en_page_fix_sign_in_with_link(inputs)
});