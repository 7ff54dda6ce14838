/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Page_Fix_Stories_ByInputs */

const en_page_fix_stories_by = /** @type {(inputs: Page_Fix_Stories_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stories by ${i?.name}`)
};

const fr_page_fix_stories_by = /** @type {(inputs: Page_Fix_Stories_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Histoires de ${i?.name}`)
};

const de_page_fix_stories_by = /** @type {(inputs: Page_Fix_Stories_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Geschichten von ${i?.name}`)
};

const es_page_fix_stories_by = /** @type {(inputs: Page_Fix_Stories_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Historias de ${i?.name}`)
};

const pt_br2_page_fix_stories_by = /** @type {(inputs: Page_Fix_Stories_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Histórias de ${i?.name}`)
};

const ja_page_fix_stories_by = /** @type {(inputs: Page_Fix_Stories_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} さんのストーリー`)
};

const ar_page_fix_stories_by = /** @type {(inputs: Page_Fix_Stories_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`قصص ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Stories by {name}" |
*
* @param {Page_Fix_Stories_ByInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_stories_by = /** @type {((inputs: Page_Fix_Stories_ByInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Stories_ByInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_stories_by(inputs)
	if (locale === "de") return de_page_fix_stories_by(inputs)
	if (locale === "es") return es_page_fix_stories_by(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_stories_by(inputs)
	if (locale === "ja") return ja_page_fix_stories_by(inputs)
	if (locale === "ar") return ar_page_fix_stories_by(inputs)
	return en_page_fix_stories_by(inputs)
});