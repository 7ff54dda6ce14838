/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Slash_CalloutInputs */

const en_ed_slash_callout = /** @type {(inputs: Ed_Slash_CalloutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Callout`)
};

const fr_ed_slash_callout = /** @type {(inputs: Ed_Slash_CalloutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Encadré`)
};

const de_ed_slash_callout = /** @type {(inputs: Ed_Slash_CalloutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hinweisbox`)
};

const es_ed_slash_callout = /** @type {(inputs: Ed_Slash_CalloutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Destacado`)
};

const pt_br2_ed_slash_callout = /** @type {(inputs: Ed_Slash_CalloutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Destaque`)
};

const ja_ed_slash_callout = /** @type {(inputs: Ed_Slash_CalloutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`コールアウト`)
};

const ar_ed_slash_callout = /** @type {(inputs: Ed_Slash_CalloutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تنبيه`)
};

/**
* | output |
* | --- |
* | "Callout" |
*
* @param {Ed_Slash_CalloutInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_slash_callout = /** @type {((inputs?: Ed_Slash_CalloutInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Slash_CalloutInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_slash_callout(inputs)
	if (locale === "de") return de_ed_slash_callout(inputs)
	if (locale === "es") return es_ed_slash_callout(inputs)
	if (locale === "pt-BR") return pt_br2_ed_slash_callout(inputs)
	if (locale === "ja") return ja_ed_slash_callout(inputs)
	if (locale === "ar") return ar_ed_slash_callout(inputs)
	return en_ed_slash_callout(inputs)
});