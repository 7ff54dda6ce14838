/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Sign_In_With_Your_LinkInputs */

const en_page_fix_sign_in_with_your_link = /** @type {(inputs: Page_Fix_Sign_In_With_Your_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in with your link`)
};

const fr_page_fix_sign_in_with_your_link = /** @type {(inputs: Page_Fix_Sign_In_With_Your_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter avec votre lien`)
};

const de_page_fix_sign_in_with_your_link = /** @type {(inputs: Page_Fix_Sign_In_With_Your_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mit Ihrem Link anmelden`)
};

const es_page_fix_sign_in_with_your_link = /** @type {(inputs: Page_Fix_Sign_In_With_Your_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión con tu enlace`)
};

const pt_br2_page_fix_sign_in_with_your_link = /** @type {(inputs: Page_Fix_Sign_In_With_Your_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entre com seu link`)
};

const ja_page_fix_sign_in_with_your_link = /** @type {(inputs: Page_Fix_Sign_In_With_Your_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`リンクでログイン`)
};

const ar_page_fix_sign_in_with_your_link = /** @type {(inputs: Page_Fix_Sign_In_With_Your_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سجّل الدخول برابطك`)
};

/**
* | output |
* | --- |
* | "Sign in with your link" |
*
* @param {Page_Fix_Sign_In_With_Your_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_sign_in_with_your_link = /** @type {((inputs?: Page_Fix_Sign_In_With_Your_LinkInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Sign_In_With_Your_LinkInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_sign_in_with_your_link(inputs)
	if (locale === "de") return de_page_fix_sign_in_with_your_link(inputs)
	if (locale === "es") return es_page_fix_sign_in_with_your_link(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_sign_in_with_your_link(inputs)
	if (locale === "ja") return ja_page_fix_sign_in_with_your_link(inputs)
	if (locale === "ar") return ar_page_fix_sign_in_with_your_link(inputs)
	return en_page_fix_sign_in_with_your_link(inputs)
});