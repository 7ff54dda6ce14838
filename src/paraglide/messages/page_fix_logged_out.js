/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Logged_OutInputs */

const en_page_fix_logged_out = /** @type {(inputs: Page_Fix_Logged_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have been logged out!`)
};

const fr_page_fix_logged_out = /** @type {(inputs: Page_Fix_Logged_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous êtes déconnecté !`)
};

const de_page_fix_logged_out = /** @type {(inputs: Page_Fix_Logged_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie wurden abgemeldet!`)
};

const es_page_fix_logged_out = /** @type {(inputs: Page_Fix_Logged_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Cerraste sesión!`)
};

const pt_br2_page_fix_logged_out = /** @type {(inputs: Page_Fix_Logged_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Você saiu da conta!`)
};

const ja_page_fix_logged_out = /** @type {(inputs: Page_Fix_Logged_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ログアウトしました！`)
};

const ar_page_fix_logged_out = /** @type {(inputs: Page_Fix_Logged_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سُجّل خروجك!`)
};

/**
* | output |
* | --- |
* | "You have been logged out!" |
*
* @param {Page_Fix_Logged_OutInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_logged_out = /** @type {((inputs?: Page_Fix_Logged_OutInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Logged_OutInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_logged_out(inputs)
	if (locale === "de") return de_page_fix_logged_out(inputs)
	if (locale === "es") return es_page_fix_logged_out(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_logged_out(inputs)
	if (locale === "ja") return ja_page_fix_logged_out(inputs)
	if (locale === "ar") return ar_page_fix_logged_out(inputs)
	return en_page_fix_logged_out(inputs)
});