/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_ActivityInputs */

const en_nav_activity = /** @type {(inputs: Nav_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activity`)
};

const fr_nav_activity = /** @type {(inputs: Nav_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activité`)
};

const de_nav_activity = /** @type {(inputs: Nav_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktivität`)
};

const es_nav_activity = /** @type {(inputs: Nav_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actividad`)
};

const pt_br2_nav_activity = /** @type {(inputs: Nav_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atividade`)
};

const ja_nav_activity = /** @type {(inputs: Nav_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`アクティビティ`)
};

const ar_nav_activity = /** @type {(inputs: Nav_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`النشاط`)
};

/**
* | output |
* | --- |
* | "Activity" |
*
* @param {Nav_ActivityInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const nav_activity = /** @type {((inputs?: Nav_ActivityInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_ActivityInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_nav_activity(inputs)
	if (locale === "de") return de_nav_activity(inputs)
	if (locale === "es") return es_nav_activity(inputs)
	if (locale === "pt-BR") return pt_br2_nav_activity(inputs)
	if (locale === "ja") return ja_nav_activity(inputs)
	if (locale === "ar") return ar_nav_activity(inputs)
	return en_nav_activity(inputs)
});