/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_About_Readers_HeadingInputs */

const en_leftb_about_readers_heading = /** @type {(inputs: Leftb_About_Readers_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For readers`)
};

const fr_leftb_about_readers_heading = /** @type {(inputs: Leftb_About_Readers_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour les lecteurs`)
};

const de_leftb_about_readers_heading = /** @type {(inputs: Leftb_About_Readers_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für Lesende`)
};

const es_leftb_about_readers_heading = /** @type {(inputs: Leftb_About_Readers_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para quienes leen`)
};

const pt_br2_leftb_about_readers_heading = /** @type {(inputs: Leftb_About_Readers_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para quem lê`)
};

const ja_leftb_about_readers_heading = /** @type {(inputs: Leftb_About_Readers_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`読む人へ`)
};

const ar_leftb_about_readers_heading = /** @type {(inputs: Leftb_About_Readers_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`للقرّاء`)
};

/**
* | output |
* | --- |
* | "For readers" |
*
* @param {Leftb_About_Readers_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_about_readers_heading = /** @type {((inputs?: Leftb_About_Readers_HeadingInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_About_Readers_HeadingInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_about_readers_heading(inputs)
	if (locale === "de") return de_leftb_about_readers_heading(inputs)
	if (locale === "es") return es_leftb_about_readers_heading(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_about_readers_heading(inputs)
	if (locale === "ja") return ja_leftb_about_readers_heading(inputs)
	if (locale === "ar") return ar_leftb_about_readers_heading(inputs)
	return en_leftb_about_readers_heading(inputs)
});