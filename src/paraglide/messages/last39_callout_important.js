/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Last39_Callout_ImportantInputs */

const en_last39_callout_important = /** @type {(inputs: Last39_Callout_ImportantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Important`)
};

const fr_last39_callout_important = /** @type {(inputs: Last39_Callout_ImportantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Important`)
};

const de_last39_callout_important = /** @type {(inputs: Last39_Callout_ImportantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wichtig`)
};

const es_last39_callout_important = /** @type {(inputs: Last39_Callout_ImportantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importante`)
};

const pt_br2_last39_callout_important = /** @type {(inputs: Last39_Callout_ImportantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importante`)
};

const ja_last39_callout_important = /** @type {(inputs: Last39_Callout_ImportantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`重要`)
};

const ar_last39_callout_important = /** @type {(inputs: Last39_Callout_ImportantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مهم`)
};

/**
* | output |
* | --- |
* | "Important" |
*
* @param {Last39_Callout_ImportantInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const last39_callout_important = /** @type {((inputs?: Last39_Callout_ImportantInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Last39_Callout_ImportantInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_last39_callout_important(inputs)
	if (locale === "de") return de_last39_callout_important(inputs)
	if (locale === "es") return es_last39_callout_important(inputs)
	if (locale === "pt-BR") return pt_br2_last39_callout_important(inputs)
	if (locale === "ja") return ja_last39_callout_important(inputs)
	if (locale === "ar") return ar_last39_callout_important(inputs)
	return en_last39_callout_important(inputs)
});