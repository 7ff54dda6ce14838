/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Slash_Divider_HintInputs */

const en_ed_slash_divider_hint = /** @type {(inputs: Ed_Slash_Divider_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A line between parts`)
};

const fr_ed_slash_divider_hint = /** @type {(inputs: Ed_Slash_Divider_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une ligne entre deux parties`)
};

const de_ed_slash_divider_hint = /** @type {(inputs: Ed_Slash_Divider_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Linie zwischen Teilen`)
};

const es_ed_slash_divider_hint = /** @type {(inputs: Ed_Slash_Divider_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una línea entre partes`)
};

const pt_br2_ed_slash_divider_hint = /** @type {(inputs: Ed_Slash_Divider_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uma linha entre partes`)
};

const ja_ed_slash_divider_hint = /** @type {(inputs: Ed_Slash_Divider_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`パートの間の線`)
};

const ar_ed_slash_divider_hint = /** @type {(inputs: Ed_Slash_Divider_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`خط بين الأجزاء`)
};

/**
* | output |
* | --- |
* | "A line between parts" |
*
* @param {Ed_Slash_Divider_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_slash_divider_hint = /** @type {((inputs?: Ed_Slash_Divider_HintInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Slash_Divider_HintInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_slash_divider_hint(inputs)
	if (locale === "de") return de_ed_slash_divider_hint(inputs)
	if (locale === "es") return es_ed_slash_divider_hint(inputs)
	if (locale === "pt-BR") return pt_br2_ed_slash_divider_hint(inputs)
	if (locale === "ja") return ja_ed_slash_divider_hint(inputs)
	if (locale === "ar") return ar_ed_slash_divider_hint(inputs)
	return en_ed_slash_divider_hint(inputs)
});