/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Slash_Code_HintInputs */

const en_ed_slash_code_hint = /** @type {(inputs: Ed_Slash_Code_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code, highlighted`)
};

const fr_ed_slash_code_hint = /** @type {(inputs: Ed_Slash_Code_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du code, coloré`)
};

const de_ed_slash_code_hint = /** @type {(inputs: Ed_Slash_Code_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code, hervorgehoben`)
};

const es_ed_slash_code_hint = /** @type {(inputs: Ed_Slash_Code_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código, resaltado`)
};

const pt_br2_ed_slash_code_hint = /** @type {(inputs: Ed_Slash_Code_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código, destacado`)
};

const ja_ed_slash_code_hint = /** @type {(inputs: Ed_Slash_Code_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ハイライトされたコード`)
};

const ar_ed_slash_code_hint = /** @type {(inputs: Ed_Slash_Code_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شيفرة مُلوّنة`)
};

/**
* | output |
* | --- |
* | "Code, highlighted" |
*
* @param {Ed_Slash_Code_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_slash_code_hint = /** @type {((inputs?: Ed_Slash_Code_HintInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Slash_Code_HintInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_slash_code_hint(inputs)
	if (locale === "de") return de_ed_slash_code_hint(inputs)
	if (locale === "es") return es_ed_slash_code_hint(inputs)
	if (locale === "pt-BR") return pt_br2_ed_slash_code_hint(inputs)
	if (locale === "ja") return ja_ed_slash_code_hint(inputs)
	if (locale === "ar") return ar_ed_slash_code_hint(inputs)
	return en_ed_slash_code_hint(inputs)
});