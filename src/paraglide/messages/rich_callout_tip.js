/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rich_Callout_TipInputs */

const en_rich_callout_tip = /** @type {(inputs: Rich_Callout_TipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tip`)
};

const fr_rich_callout_tip = /** @type {(inputs: Rich_Callout_TipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Astuce`)
};

const de_rich_callout_tip = /** @type {(inputs: Rich_Callout_TipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipp`)
};

const es_rich_callout_tip = /** @type {(inputs: Rich_Callout_TipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consejo`)
};

const pt_br2_rich_callout_tip = /** @type {(inputs: Rich_Callout_TipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dica`)
};

const ja_rich_callout_tip = /** @type {(inputs: Rich_Callout_TipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ヒント`)
};

const ar_rich_callout_tip = /** @type {(inputs: Rich_Callout_TipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نصيحة`)
};

/**
* | output |
* | --- |
* | "Tip" |
*
* @param {Rich_Callout_TipInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const rich_callout_tip = /** @type {((inputs?: Rich_Callout_TipInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rich_Callout_TipInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_rich_callout_tip(inputs)
	if (locale === "de") return de_rich_callout_tip(inputs)
	if (locale === "es") return es_rich_callout_tip(inputs)
	if (locale === "pt-BR") return pt_br2_rich_callout_tip(inputs)
	if (locale === "ja") return ja_rich_callout_tip(inputs)
	if (locale === "ar") return ar_rich_callout_tip(inputs)
	return en_rich_callout_tip(inputs)
});