/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_CoauthorsInputs */

const en_ed_coauthors = /** @type {(inputs: Ed_CoauthorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Co-authors`)
};

const fr_ed_coauthors = /** @type {(inputs: Ed_CoauthorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coauteurs`)
};

const de_ed_coauthors = /** @type {(inputs: Ed_CoauthorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitautoren`)
};

const es_ed_coauthors = /** @type {(inputs: Ed_CoauthorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coautores`)
};

const pt_br2_ed_coauthors = /** @type {(inputs: Ed_CoauthorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coautores`)
};

const ja_ed_coauthors = /** @type {(inputs: Ed_CoauthorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`共著者`)
};

const ar_ed_coauthors = /** @type {(inputs: Ed_CoauthorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المؤلفون المشاركون`)
};

/**
* | output |
* | --- |
* | "Co-authors" |
*
* @param {Ed_CoauthorsInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_coauthors = /** @type {((inputs?: Ed_CoauthorsInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_CoauthorsInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_coauthors(inputs)
	if (locale === "de") return de_ed_coauthors(inputs)
	if (locale === "es") return es_ed_coauthors(inputs)
	if (locale === "pt-BR") return pt_br2_ed_coauthors(inputs)
	if (locale === "ja") return ja_ed_coauthors(inputs)
	if (locale === "ar") return ar_ed_coauthors(inputs)
	return en_ed_coauthors(inputs)
});