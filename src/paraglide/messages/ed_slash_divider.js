/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Slash_DividerInputs */

const en_ed_slash_divider = /** @type {(inputs: Ed_Slash_DividerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Divider`)
};

const fr_ed_slash_divider = /** @type {(inputs: Ed_Slash_DividerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Séparateur`)
};

const de_ed_slash_divider = /** @type {(inputs: Ed_Slash_DividerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trennlinie`)
};

const es_ed_slash_divider = /** @type {(inputs: Ed_Slash_DividerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Separador`)
};

const pt_br2_ed_slash_divider = /** @type {(inputs: Ed_Slash_DividerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Divisor`)
};

const ja_ed_slash_divider = /** @type {(inputs: Ed_Slash_DividerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`区切り線`)
};

const ar_ed_slash_divider = /** @type {(inputs: Ed_Slash_DividerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`فاصل`)
};

/**
* | output |
* | --- |
* | "Divider" |
*
* @param {Ed_Slash_DividerInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_slash_divider = /** @type {((inputs?: Ed_Slash_DividerInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Slash_DividerInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_slash_divider(inputs)
	if (locale === "de") return de_ed_slash_divider(inputs)
	if (locale === "es") return es_ed_slash_divider(inputs)
	if (locale === "pt-BR") return pt_br2_ed_slash_divider(inputs)
	if (locale === "ja") return ja_ed_slash_divider(inputs)
	if (locale === "ar") return ar_ed_slash_divider(inputs)
	return en_ed_slash_divider(inputs)
});