/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_About_Writers_HeadingInputs */

const en_leftb_about_writers_heading = /** @type {(inputs: Leftb_About_Writers_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For writers`)
};

const fr_leftb_about_writers_heading = /** @type {(inputs: Leftb_About_Writers_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour les auteurs`)
};

const de_leftb_about_writers_heading = /** @type {(inputs: Leftb_About_Writers_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für Schreibende`)
};

const es_leftb_about_writers_heading = /** @type {(inputs: Leftb_About_Writers_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para quienes escriben`)
};

const pt_br2_leftb_about_writers_heading = /** @type {(inputs: Leftb_About_Writers_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para quem escreve`)
};

const ja_leftb_about_writers_heading = /** @type {(inputs: Leftb_About_Writers_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`書く人へ`)
};

const ar_leftb_about_writers_heading = /** @type {(inputs: Leftb_About_Writers_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`للكتّاب`)
};

/**
* | output |
* | --- |
* | "For writers" |
*
* @param {Leftb_About_Writers_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_about_writers_heading = /** @type {((inputs?: Leftb_About_Writers_HeadingInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_About_Writers_HeadingInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_about_writers_heading(inputs)
	if (locale === "de") return de_leftb_about_writers_heading(inputs)
	if (locale === "es") return es_leftb_about_writers_heading(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_about_writers_heading(inputs)
	if (locale === "ja") return ja_leftb_about_writers_heading(inputs)
	if (locale === "ar") return ar_leftb_about_writers_heading(inputs)
	return en_leftb_about_writers_heading(inputs)
});