/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Notifications_ShowInputs */

const en_page_fix_notifications_show = /** @type {(inputs: Page_Fix_Notifications_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show`)
};

const fr_page_fix_notifications_show = /** @type {(inputs: Page_Fix_Notifications_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher`)
};

const de_page_fix_notifications_show = /** @type {(inputs: Page_Fix_Notifications_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anzeigen`)
};

const es_page_fix_notifications_show = /** @type {(inputs: Page_Fix_Notifications_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar`)
};

const pt_br2_page_fix_notifications_show = /** @type {(inputs: Page_Fix_Notifications_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar`)
};

const ja_page_fix_notifications_show = /** @type {(inputs: Page_Fix_Notifications_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`表示`)
};

const ar_page_fix_notifications_show = /** @type {(inputs: Page_Fix_Notifications_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عرض`)
};

/**
* | output |
* | --- |
* | "Show" |
*
* @param {Page_Fix_Notifications_ShowInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_notifications_show = /** @type {((inputs?: Page_Fix_Notifications_ShowInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Notifications_ShowInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_notifications_show(inputs)
	if (locale === "de") return de_page_fix_notifications_show(inputs)
	if (locale === "es") return es_page_fix_notifications_show(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_notifications_show(inputs)
	if (locale === "ja") return ja_page_fix_notifications_show(inputs)
	if (locale === "ar") return ar_page_fix_notifications_show(inputs)
	return en_page_fix_notifications_show(inputs)
});