/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_About_Community_HeadingInputs */

const en_leftb_about_community_heading = /** @type {(inputs: Leftb_About_Community_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For the community`)
};

const fr_leftb_about_community_heading = /** @type {(inputs: Leftb_About_Community_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour la communauté`)
};

const de_leftb_about_community_heading = /** @type {(inputs: Leftb_About_Community_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für die Gemeinschaft`)
};

const es_leftb_about_community_heading = /** @type {(inputs: Leftb_About_Community_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para la comunidad`)
};

const pt_br2_leftb_about_community_heading = /** @type {(inputs: Leftb_About_Community_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para a comunidade`)
};

const ja_leftb_about_community_heading = /** @type {(inputs: Leftb_About_Community_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`コミュニティのために`)
};

const ar_leftb_about_community_heading = /** @type {(inputs: Leftb_About_Community_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`للمجتمع`)
};

/**
* | output |
* | --- |
* | "For the community" |
*
* @param {Leftb_About_Community_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_about_community_heading = /** @type {((inputs?: Leftb_About_Community_HeadingInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_About_Community_HeadingInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_about_community_heading(inputs)
	if (locale === "de") return de_leftb_about_community_heading(inputs)
	if (locale === "es") return es_leftb_about_community_heading(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_about_community_heading(inputs)
	if (locale === "ja") return ja_leftb_about_community_heading(inputs)
	if (locale === "ar") return ar_leftb_about_community_heading(inputs)
	return en_leftb_about_community_heading(inputs)
});