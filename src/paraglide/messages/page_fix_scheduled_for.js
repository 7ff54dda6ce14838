/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Scheduled_ForInputs */

const en_page_fix_scheduled_for = /** @type {(inputs: Page_Fix_Scheduled_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scheduled for`)
};

const fr_page_fix_scheduled_for = /** @type {(inputs: Page_Fix_Scheduled_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Programmée pour le`)
};

const de_page_fix_scheduled_for = /** @type {(inputs: Page_Fix_Scheduled_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geplant für`)
};

const es_page_fix_scheduled_for = /** @type {(inputs: Page_Fix_Scheduled_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Programada para el`)
};

const pt_br2_page_fix_scheduled_for = /** @type {(inputs: Page_Fix_Scheduled_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agendada para`)
};

const ja_page_fix_scheduled_for = /** @type {(inputs: Page_Fix_Scheduled_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`公開予定：`)
};

const ar_page_fix_scheduled_for = /** @type {(inputs: Page_Fix_Scheduled_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مجدولة في`)
};

/**
* | output |
* | --- |
* | "Scheduled for" |
*
* @param {Page_Fix_Scheduled_ForInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_scheduled_for = /** @type {((inputs?: Page_Fix_Scheduled_ForInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Scheduled_ForInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_scheduled_for(inputs)
	if (locale === "de") return de_page_fix_scheduled_for(inputs)
	if (locale === "es") return es_page_fix_scheduled_for(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_scheduled_for(inputs)
	if (locale === "ja") return ja_page_fix_scheduled_for(inputs)
	if (locale === "ar") return ar_page_fix_scheduled_for(inputs)
	return en_page_fix_scheduled_for(inputs)
});