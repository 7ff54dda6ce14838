/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Logged_Out_EverywhereInputs */

const en_page_fix_logged_out_everywhere = /** @type {(inputs: Page_Fix_Logged_Out_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have been logged out on every device`)
};

const fr_page_fix_logged_out_everywhere = /** @type {(inputs: Page_Fix_Logged_Out_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous êtes déconnecté sur tous vos appareils`)
};

const de_page_fix_logged_out_everywhere = /** @type {(inputs: Page_Fix_Logged_Out_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie wurden auf allen Geräten abgemeldet`)
};

const es_page_fix_logged_out_everywhere = /** @type {(inputs: Page_Fix_Logged_Out_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerraste sesión en todos tus dispositivos`)
};

const pt_br2_page_fix_logged_out_everywhere = /** @type {(inputs: Page_Fix_Logged_Out_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Você saiu da conta em todos os dispositivos`)
};

const ja_page_fix_logged_out_everywhere = /** @type {(inputs: Page_Fix_Logged_Out_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`すべての端末からログアウトしました`)
};

const ar_page_fix_logged_out_everywhere = /** @type {(inputs: Page_Fix_Logged_Out_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سُجّل خروجك من كل الأجهزة`)
};

/**
* | output |
* | --- |
* | "You have been logged out on every device" |
*
* @param {Page_Fix_Logged_Out_EverywhereInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_logged_out_everywhere = /** @type {((inputs?: Page_Fix_Logged_Out_EverywhereInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Logged_Out_EverywhereInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_logged_out_everywhere(inputs)
	if (locale === "de") return de_page_fix_logged_out_everywhere(inputs)
	if (locale === "es") return es_page_fix_logged_out_everywhere(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_logged_out_everywhere(inputs)
	if (locale === "ja") return ja_page_fix_logged_out_everywhere(inputs)
	if (locale === "ar") return ar_page_fix_logged_out_everywhere(inputs)
	return en_page_fix_logged_out_everywhere(inputs)
});