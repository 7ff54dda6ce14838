/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_About_TitleInputs */

const en_leftb_about_title = /** @type {(inputs: Leftb_About_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About us`)
};

const fr_leftb_about_title = /** @type {(inputs: Leftb_About_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À propos de nous`)
};

const de_leftb_about_title = /** @type {(inputs: Leftb_About_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Über uns`)
};

const es_leftb_about_title = /** @type {(inputs: Leftb_About_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quiénes somos`)
};

const pt_br2_leftb_about_title = /** @type {(inputs: Leftb_About_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quem somos`)
};

const ja_leftb_about_title = /** @type {(inputs: Leftb_About_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`私たちについて`)
};

const ar_leftb_about_title = /** @type {(inputs: Leftb_About_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`من نحن`)
};

/**
* | output |
* | --- |
* | "About us" |
*
* @param {Leftb_About_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_about_title = /** @type {((inputs?: Leftb_About_TitleInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_About_TitleInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_about_title(inputs)
	if (locale === "de") return de_leftb_about_title(inputs)
	if (locale === "es") return es_leftb_about_title(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_about_title(inputs)
	if (locale === "ja") return ja_leftb_about_title(inputs)
	if (locale === "ar") return ar_leftb_about_title(inputs)
	return en_leftb_about_title(inputs)
});