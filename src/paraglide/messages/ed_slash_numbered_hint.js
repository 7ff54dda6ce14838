/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Slash_Numbered_HintInputs */

const en_ed_slash_numbered_hint = /** @type {(inputs: Ed_Slash_Numbered_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Steps in order`)
};

const fr_ed_slash_numbered_hint = /** @type {(inputs: Ed_Slash_Numbered_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des étapes dans l’ordre`)
};

const de_ed_slash_numbered_hint = /** @type {(inputs: Ed_Slash_Numbered_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schritte der Reihe nach`)
};

const es_ed_slash_numbered_hint = /** @type {(inputs: Ed_Slash_Numbered_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pasos en orden`)
};

const pt_br2_ed_slash_numbered_hint = /** @type {(inputs: Ed_Slash_Numbered_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passos em ordem`)
};

const ja_ed_slash_numbered_hint = /** @type {(inputs: Ed_Slash_Numbered_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`順番のある手順`)
};

const ar_ed_slash_numbered_hint = /** @type {(inputs: Ed_Slash_Numbered_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`خطوات مرتّبة`)
};

/**
* | output |
* | --- |
* | "Steps in order" |
*
* @param {Ed_Slash_Numbered_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_slash_numbered_hint = /** @type {((inputs?: Ed_Slash_Numbered_HintInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Slash_Numbered_HintInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_slash_numbered_hint(inputs)
	if (locale === "de") return de_ed_slash_numbered_hint(inputs)
	if (locale === "es") return es_ed_slash_numbered_hint(inputs)
	if (locale === "pt-BR") return pt_br2_ed_slash_numbered_hint(inputs)
	if (locale === "ja") return ja_ed_slash_numbered_hint(inputs)
	if (locale === "ar") return ar_ed_slash_numbered_hint(inputs)
	return en_ed_slash_numbered_hint(inputs)
});