/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_HelpInputs */

const en_nav_help = /** @type {(inputs: Nav_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Help`)
};

const fr_nav_help = /** @type {(inputs: Nav_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aide`)
};

const de_nav_help = /** @type {(inputs: Nav_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hilfe`)
};

const es_nav_help = /** @type {(inputs: Nav_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ayuda`)
};

const pt_br2_nav_help = /** @type {(inputs: Nav_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajuda`)
};

const ja_nav_help = /** @type {(inputs: Nav_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ヘルプ`)
};

const ar_nav_help = /** @type {(inputs: Nav_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المساعدة`)
};

/**
* | output |
* | --- |
* | "Help" |
*
* @param {Nav_HelpInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const nav_help = /** @type {((inputs?: Nav_HelpInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_HelpInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_nav_help(inputs)
	if (locale === "de") return de_nav_help(inputs)
	if (locale === "es") return es_nav_help(inputs)
	if (locale === "pt-BR") return pt_br2_nav_help(inputs)
	if (locale === "ja") return ja_nav_help(inputs)
	if (locale === "ar") return ar_nav_help(inputs)
	return en_nav_help(inputs)
});