/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_Help_TitleInputs */

const en_leftb_help_title = /** @type {(inputs: Leftb_Help_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Help`)
};

const fr_leftb_help_title = /** @type {(inputs: Leftb_Help_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aide`)
};

const de_leftb_help_title = /** @type {(inputs: Leftb_Help_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hilfe`)
};

const es_leftb_help_title = /** @type {(inputs: Leftb_Help_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ayuda`)
};

const pt_br2_leftb_help_title = /** @type {(inputs: Leftb_Help_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajuda`)
};

const ja_leftb_help_title = /** @type {(inputs: Leftb_Help_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ヘルプ`)
};

const ar_leftb_help_title = /** @type {(inputs: Leftb_Help_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المساعدة`)
};

/**
* | output |
* | --- |
* | "Help" |
*
* @param {Leftb_Help_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_help_title = /** @type {((inputs?: Leftb_Help_TitleInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Help_TitleInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_help_title(inputs)
	if (locale === "de") return de_leftb_help_title(inputs)
	if (locale === "es") return es_leftb_help_title(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_help_title(inputs)
	if (locale === "ja") return ja_leftb_help_title(inputs)
	if (locale === "ar") return ar_leftb_help_title(inputs)
	return en_leftb_help_title(inputs)
});