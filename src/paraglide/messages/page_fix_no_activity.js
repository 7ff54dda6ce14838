/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_No_ActivityInputs */

const en_page_fix_no_activity = /** @type {(inputs: Page_Fix_No_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No activity yet`)
};

const fr_page_fix_no_activity = /** @type {(inputs: Page_Fix_No_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune activité pour l'instant`)
};

const de_page_fix_no_activity = /** @type {(inputs: Page_Fix_No_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Aktivität`)
};

const es_page_fix_no_activity = /** @type {(inputs: Page_Fix_No_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay actividad`)
};

const pt_br2_page_fix_no_activity = /** @type {(inputs: Page_Fix_No_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhuma atividade ainda`)
};

const ja_page_fix_no_activity = /** @type {(inputs: Page_Fix_No_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`アクティビティはまだありません`)
};

const ar_page_fix_no_activity = /** @type {(inputs: Page_Fix_No_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا نشاط بعد`)
};

/**
* | output |
* | --- |
* | "No activity yet" |
*
* @param {Page_Fix_No_ActivityInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_no_activity = /** @type {((inputs?: Page_Fix_No_ActivityInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_No_ActivityInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_no_activity(inputs)
	if (locale === "de") return de_page_fix_no_activity(inputs)
	if (locale === "es") return es_page_fix_no_activity(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_no_activity(inputs)
	if (locale === "ja") return ja_page_fix_no_activity(inputs)
	if (locale === "ar") return ar_page_fix_no_activity(inputs)
	return en_page_fix_no_activity(inputs)
});