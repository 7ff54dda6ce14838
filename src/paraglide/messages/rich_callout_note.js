/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rich_Callout_NoteInputs */

const en_rich_callout_note = /** @type {(inputs: Rich_Callout_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Note`)
};

const fr_rich_callout_note = /** @type {(inputs: Rich_Callout_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Note`)
};

const de_rich_callout_note = /** @type {(inputs: Rich_Callout_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notiz`)
};

const es_rich_callout_note = /** @type {(inputs: Rich_Callout_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nota`)
};

const pt_br2_rich_callout_note = /** @type {(inputs: Rich_Callout_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nota`)
};

const ja_rich_callout_note = /** @type {(inputs: Rich_Callout_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メモ`)
};

const ar_rich_callout_note = /** @type {(inputs: Rich_Callout_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ملاحظة`)
};

/**
* | output |
* | --- |
* | "Note" |
*
* @param {Rich_Callout_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const rich_callout_note = /** @type {((inputs?: Rich_Callout_NoteInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rich_Callout_NoteInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_rich_callout_note(inputs)
	if (locale === "de") return de_rich_callout_note(inputs)
	if (locale === "es") return es_rich_callout_note(inputs)
	if (locale === "pt-BR") return pt_br2_rich_callout_note(inputs)
	if (locale === "ja") return ja_rich_callout_note(inputs)
	if (locale === "ar") return ar_rich_callout_note(inputs)
	return en_rich_callout_note(inputs)
});