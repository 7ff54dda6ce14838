/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_For_YouInputs */

const en_home_for_you = /** @type {(inputs: Home_For_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For you`)
};

const fr_home_for_you = /** @type {(inputs: Home_For_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour vous`)
};

const de_home_for_you = /** @type {(inputs: Home_For_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für dich`)
};

const es_home_for_you = /** @type {(inputs: Home_For_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para ti`)
};

const pt_br2_home_for_you = /** @type {(inputs: Home_For_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para você`)
};

const ja_home_for_you = /** @type {(inputs: Home_For_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`おすすめ`)
};

const ar_home_for_you = /** @type {(inputs: Home_For_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لك`)
};

/**
* | output |
* | --- |
* | "For you" |
*
* @param {Home_For_YouInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const home_for_you = /** @type {((inputs?: Home_For_YouInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_For_YouInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_for_you(inputs)
	if (locale === "de") return de_home_for_you(inputs)
	if (locale === "es") return es_home_for_you(inputs)
	if (locale === "pt-BR") return pt_br2_home_for_you(inputs)
	if (locale === "ja") return ja_home_for_you(inputs)
	if (locale === "ar") return ar_home_for_you(inputs)
	return en_home_for_you(inputs)
});