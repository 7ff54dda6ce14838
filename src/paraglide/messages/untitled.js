/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} UntitledInputs */

const en_untitled = /** @type {(inputs: UntitledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Untitled`)
};

const fr_untitled = /** @type {(inputs: UntitledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sans titre`)
};

const de_untitled = /** @type {(inputs: UntitledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ohne Titel`)
};

const es_untitled = /** @type {(inputs: UntitledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin título`)
};

const pt_br2_untitled = /** @type {(inputs: UntitledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sem título`)
};

const ja_untitled = /** @type {(inputs: UntitledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無題`)
};

const ar_untitled = /** @type {(inputs: UntitledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بلا عنوان`)
};

/**
* | output |
* | --- |
* | "Untitled" |
*
* @param {UntitledInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const untitled = /** @type {((inputs?: UntitledInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<UntitledInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_untitled(inputs)
	if (locale === "de") return de_untitled(inputs)
	if (locale === "es") return es_untitled(inputs)
	if (locale === "pt-BR") return pt_br2_untitled(inputs)
	if (locale === "ja") return ja_untitled(inputs)
	if (locale === "ar") return ar_untitled(inputs)
	return en_untitled(inputs)
});