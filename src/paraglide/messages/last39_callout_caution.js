/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Last39_Callout_CautionInputs */

const en_last39_callout_caution = /** @type {(inputs: Last39_Callout_CautionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caution`)
};

const fr_last39_callout_caution = /** @type {(inputs: Last39_Callout_CautionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attention`)
};

const de_last39_callout_caution = /** @type {(inputs: Last39_Callout_CautionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorsicht`)
};

const es_last39_callout_caution = /** @type {(inputs: Last39_Callout_CautionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precaución`)
};

const pt_br2_last39_callout_caution = /** @type {(inputs: Last39_Callout_CautionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuidado`)
};

const ja_last39_callout_caution = /** @type {(inputs: Last39_Callout_CautionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`注意`)
};

const ar_last39_callout_caution = /** @type {(inputs: Last39_Callout_CautionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`احذر`)
};

/**
* | output |
* | --- |
* | "Caution" |
*
* @param {Last39_Callout_CautionInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const last39_callout_caution = /** @type {((inputs?: Last39_Callout_CautionInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Last39_Callout_CautionInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_last39_callout_caution(inputs)
	if (locale === "de") return de_last39_callout_caution(inputs)
	if (locale === "es") return es_last39_callout_caution(inputs)
	if (locale === "pt-BR") return pt_br2_last39_callout_caution(inputs)
	if (locale === "ja") return ja_last39_callout_caution(inputs)
	if (locale === "ar") return ar_last39_callout_caution(inputs)
	return en_last39_callout_caution(inputs)
});