/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Older_ActivityInputs */

const en_page_fix_older_activity = /** @type {(inputs: Page_Fix_Older_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Older activity`)
};

const fr_page_fix_older_activity = /** @type {(inputs: Page_Fix_Older_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activité plus ancienne`)
};

const de_page_fix_older_activity = /** @type {(inputs: Page_Fix_Older_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ältere Aktivität`)
};

const es_page_fix_older_activity = /** @type {(inputs: Page_Fix_Older_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actividad anterior`)
};

const pt_br2_page_fix_older_activity = /** @type {(inputs: Page_Fix_Older_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atividade mais antiga`)
};

const ja_page_fix_older_activity = /** @type {(inputs: Page_Fix_Older_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`以前のアクティビティ`)
};

const ar_page_fix_older_activity = /** @type {(inputs: Page_Fix_Older_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نشاط أقدم`)
};

/**
* | output |
* | --- |
* | "Older activity" |
*
* @param {Page_Fix_Older_ActivityInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_older_activity = /** @type {((inputs?: Page_Fix_Older_ActivityInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Older_ActivityInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_older_activity(inputs)
	if (locale === "de") return de_page_fix_older_activity(inputs)
	if (locale === "es") return es_page_fix_older_activity(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_older_activity(inputs)
	if (locale === "ja") return ja_page_fix_older_activity(inputs)
	if (locale === "ar") return ar_page_fix_older_activity(inputs)
	return en_page_fix_older_activity(inputs)
});