/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_FocusInputs */

const en_ed_focus = /** @type {(inputs: Ed_FocusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Focus`)
};

const fr_ed_focus = /** @type {(inputs: Ed_FocusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Concentration`)
};

const de_ed_focus = /** @type {(inputs: Ed_FocusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fokus`)
};

const es_ed_focus = /** @type {(inputs: Ed_FocusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enfoque`)
};

const pt_br2_ed_focus = /** @type {(inputs: Ed_FocusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Foco`)
};

const ja_ed_focus = /** @type {(inputs: Ed_FocusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`集中`)
};

const ar_ed_focus = /** @type {(inputs: Ed_FocusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تركيز`)
};

/**
* | output |
* | --- |
* | "Focus" |
*
* @param {Ed_FocusInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_focus = /** @type {((inputs?: Ed_FocusInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_FocusInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_focus(inputs)
	if (locale === "de") return de_ed_focus(inputs)
	if (locale === "es") return es_ed_focus(inputs)
	if (locale === "pt-BR") return pt_br2_ed_focus(inputs)
	if (locale === "ja") return ja_ed_focus(inputs)
	if (locale === "ar") return ar_ed_focus(inputs)
	return en_ed_focus(inputs)
});