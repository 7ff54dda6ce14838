/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Slash_Subheading_HintInputs */

const en_ed_slash_subheading_hint = /** @type {(inputs: Ed_Slash_Subheading_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A smaller title`)
};

const fr_ed_slash_subheading_hint = /** @type {(inputs: Ed_Slash_Subheading_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un titre plus petit`)
};

const de_ed_slash_subheading_hint = /** @type {(inputs: Ed_Slash_Subheading_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein kleinerer Titel`)
};

const es_ed_slash_subheading_hint = /** @type {(inputs: Ed_Slash_Subheading_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un título más pequeño`)
};

const pt_br2_ed_slash_subheading_hint = /** @type {(inputs: Ed_Slash_Subheading_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um título menor`)
};

const ja_ed_slash_subheading_hint = /** @type {(inputs: Ed_Slash_Subheading_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`小さな見出し`)
};

const ar_ed_slash_subheading_hint = /** @type {(inputs: Ed_Slash_Subheading_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عنوان أصغر`)
};

/**
* | output |
* | --- |
* | "A smaller title" |
*
* @param {Ed_Slash_Subheading_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_slash_subheading_hint = /** @type {((inputs?: Ed_Slash_Subheading_HintInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Slash_Subheading_HintInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_slash_subheading_hint(inputs)
	if (locale === "de") return de_ed_slash_subheading_hint(inputs)
	if (locale === "es") return es_ed_slash_subheading_hint(inputs)
	if (locale === "pt-BR") return pt_br2_ed_slash_subheading_hint(inputs)
	if (locale === "ja") return ja_ed_slash_subheading_hint(inputs)
	if (locale === "ar") return ar_ed_slash_subheading_hint(inputs)
	return en_ed_slash_subheading_hint(inputs)
});