/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_DraftsInputs */

const en_nav_drafts = /** @type {(inputs: Nav_DraftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Drafts`)
};

const fr_nav_drafts = /** @type {(inputs: Nav_DraftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brouillons`)
};

const de_nav_drafts = /** @type {(inputs: Nav_DraftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entwürfe`)
};

const es_nav_drafts = /** @type {(inputs: Nav_DraftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borradores`)
};

const pt_br2_nav_drafts = /** @type {(inputs: Nav_DraftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rascunhos`)
};

const ja_nav_drafts = /** @type {(inputs: Nav_DraftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`下書き`)
};

const ar_nav_drafts = /** @type {(inputs: Nav_DraftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المسودات`)
};

/**
* | output |
* | --- |
* | "Drafts" |
*
* @param {Nav_DraftsInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const nav_drafts = /** @type {((inputs?: Nav_DraftsInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_DraftsInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_nav_drafts(inputs)
	if (locale === "de") return de_nav_drafts(inputs)
	if (locale === "es") return es_nav_drafts(inputs)
	if (locale === "pt-BR") return pt_br2_nav_drafts(inputs)
	if (locale === "ja") return ja_nav_drafts(inputs)
	if (locale === "ar") return ar_nav_drafts(inputs)
	return en_nav_drafts(inputs)
});