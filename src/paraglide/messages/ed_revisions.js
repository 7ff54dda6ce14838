/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_RevisionsInputs */

const en_ed_revisions = /** @type {(inputs: Ed_RevisionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisions`)
};

const fr_ed_revisions = /** @type {(inputs: Ed_RevisionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versions`)
};

const de_ed_revisions = /** @type {(inputs: Ed_RevisionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versionen`)
};

const es_ed_revisions = /** @type {(inputs: Ed_RevisionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versiones`)
};

const pt_br2_ed_revisions = /** @type {(inputs: Ed_RevisionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versões`)
};

const ja_ed_revisions = /** @type {(inputs: Ed_RevisionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`版`)
};

const ar_ed_revisions = /** @type {(inputs: Ed_RevisionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`النسخ`)
};

/**
* | output |
* | --- |
* | "Revisions" |
*
* @param {Ed_RevisionsInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_revisions = /** @type {((inputs?: Ed_RevisionsInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_RevisionsInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_revisions(inputs)
	if (locale === "de") return de_ed_revisions(inputs)
	if (locale === "es") return es_ed_revisions(inputs)
	if (locale === "pt-BR") return pt_br2_ed_revisions(inputs)
	if (locale === "ja") return ja_ed_revisions(inputs)
	if (locale === "ar") return ar_ed_revisions(inputs)
	return en_ed_revisions(inputs)
});