/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Heading_For_YouInputs */

const en_home_heading_for_you = /** @type {(inputs: Home_Heading_For_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Picked for you`)
};

const fr_home_heading_for_you = /** @type {(inputs: Home_Heading_For_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisis pour vous`)
};

const de_home_heading_for_you = /** @type {(inputs: Home_Heading_For_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für dich ausgewählt`)
};

const es_home_heading_for_you = /** @type {(inputs: Home_Heading_For_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elegidas para ti`)
};

const pt_br2_home_heading_for_you = /** @type {(inputs: Home_Heading_For_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolhidas para você`)
};

const ja_home_heading_for_you = /** @type {(inputs: Home_Heading_For_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`あなたへのおすすめ`)
};

const ar_home_heading_for_you = /** @type {(inputs: Home_Heading_For_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مختارة لك`)
};

/**
* | output |
* | --- |
* | "Picked for you" |
*
* @param {Home_Heading_For_YouInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const home_heading_for_you = /** @type {((inputs?: Home_Heading_For_YouInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Heading_For_YouInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_heading_for_you(inputs)
	if (locale === "de") return de_home_heading_for_you(inputs)
	if (locale === "es") return es_home_heading_for_you(inputs)
	if (locale === "pt-BR") return pt_br2_home_heading_for_you(inputs)
	if (locale === "ja") return ja_home_heading_for_you(inputs)
	if (locale === "ar") return ar_home_heading_for_you(inputs)
	return en_home_heading_for_you(inputs)
});