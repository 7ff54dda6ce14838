/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_HeadingInputs */

const en_home_heading = /** @type {(inputs: Home_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stories worth your time`)
};

const fr_home_heading = /** @type {(inputs: Home_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des histoires qui valent votre temps`)
};

const de_home_heading = /** @type {(inputs: Home_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geschichten, die sich lohnen`)
};

const es_home_heading = /** @type {(inputs: Home_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historias que valen tu tiempo`)
};

const pt_br2_home_heading = /** @type {(inputs: Home_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Histórias que valem o seu tempo`)
};

const ja_home_heading = /** @type {(inputs: Home_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`読む価値のある記事`)
};

const ar_home_heading = /** @type {(inputs: Home_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`قصص تستحق وقتك`)
};

/**
* | output |
* | --- |
* | "Stories worth your time" |
*
* @param {Home_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const home_heading = /** @type {((inputs?: Home_HeadingInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_HeadingInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_heading(inputs)
	if (locale === "de") return de_home_heading(inputs)
	if (locale === "es") return es_home_heading(inputs)
	if (locale === "pt-BR") return pt_br2_home_heading(inputs)
	if (locale === "ja") return ja_home_heading(inputs)
	if (locale === "ar") return ar_home_heading(inputs)
	return en_home_heading(inputs)
});