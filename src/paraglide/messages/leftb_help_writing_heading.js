/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_Help_Writing_HeadingInputs */

const en_leftb_help_writing_heading = /** @type {(inputs: Leftb_Help_Writing_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Writing`)
};

const fr_leftb_help_writing_heading = /** @type {(inputs: Leftb_Help_Writing_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Écrire`)
};

const de_leftb_help_writing_heading = /** @type {(inputs: Leftb_Help_Writing_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schreiben`)
};

const es_leftb_help_writing_heading = /** @type {(inputs: Leftb_Help_Writing_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribir`)
};

const pt_br2_leftb_help_writing_heading = /** @type {(inputs: Leftb_Help_Writing_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escrita`)
};

const ja_leftb_help_writing_heading = /** @type {(inputs: Leftb_Help_Writing_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`書く`)
};

const ar_leftb_help_writing_heading = /** @type {(inputs: Leftb_Help_Writing_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الكتابة`)
};

/**
* | output |
* | --- |
* | "Writing" |
*
* @param {Leftb_Help_Writing_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_help_writing_heading = /** @type {((inputs?: Leftb_Help_Writing_HeadingInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Help_Writing_HeadingInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_help_writing_heading(inputs)
	if (locale === "de") return de_leftb_help_writing_heading(inputs)
	if (locale === "es") return es_leftb_help_writing_heading(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_help_writing_heading(inputs)
	if (locale === "ja") return ja_leftb_help_writing_heading(inputs)
	if (locale === "ar") return ar_leftb_help_writing_heading(inputs)
	return en_leftb_help_writing_heading(inputs)
});