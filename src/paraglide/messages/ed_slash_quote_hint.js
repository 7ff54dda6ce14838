/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Slash_Quote_HintInputs */

const en_ed_slash_quote_hint = /** @type {(inputs: Ed_Slash_Quote_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Words from someone`)
};

const fr_ed_slash_quote_hint = /** @type {(inputs: Ed_Slash_Quote_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les mots de quelqu’un`)
};

const de_ed_slash_quote_hint = /** @type {(inputs: Ed_Slash_Quote_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Worte von jemandem`)
};

const es_ed_slash_quote_hint = /** @type {(inputs: Ed_Slash_Quote_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Palabras de alguien`)
};

const pt_br2_ed_slash_quote_hint = /** @type {(inputs: Ed_Slash_Quote_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Palavras de alguém`)
};

const ja_ed_slash_quote_hint = /** @type {(inputs: Ed_Slash_Quote_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`誰かの言葉`)
};

const ar_ed_slash_quote_hint = /** @type {(inputs: Ed_Slash_Quote_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كلمات لأحدهم`)
};

/**
* | output |
* | --- |
* | "Words from someone" |
*
* @param {Ed_Slash_Quote_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_slash_quote_hint = /** @type {((inputs?: Ed_Slash_Quote_HintInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Slash_Quote_HintInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_slash_quote_hint(inputs)
	if (locale === "de") return de_ed_slash_quote_hint(inputs)
	if (locale === "es") return es_ed_slash_quote_hint(inputs)
	if (locale === "pt-BR") return pt_br2_ed_slash_quote_hint(inputs)
	if (locale === "ja") return ja_ed_slash_quote_hint(inputs)
	if (locale === "ar") return ar_ed_slash_quote_hint(inputs)
	return en_ed_slash_quote_hint(inputs)
});