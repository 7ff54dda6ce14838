/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, site: NonNullable<unknown> }} Page_Fix_Stories_By_OnInputs */

const en_page_fix_stories_by_on = /** @type {(inputs: Page_Fix_Stories_By_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stories by ${i?.name} on ${i?.site}`)
};

const fr_page_fix_stories_by_on = /** @type {(inputs: Page_Fix_Stories_By_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les histoires de ${i?.name} sur ${i?.site}`)
};

const de_page_fix_stories_by_on = /** @type {(inputs: Page_Fix_Stories_By_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Geschichten von ${i?.name} auf ${i?.site}`)
};

const es_page_fix_stories_by_on = /** @type {(inputs: Page_Fix_Stories_By_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Historias de ${i?.name} en ${i?.site}`)
};

const pt_br2_page_fix_stories_by_on = /** @type {(inputs: Page_Fix_Stories_By_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Histórias de ${i?.name} em ${i?.site}`)
};

const ja_page_fix_stories_by_on = /** @type {(inputs: Page_Fix_Stories_By_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site} の ${i?.name} さんのストーリー`)
};

const ar_page_fix_stories_by_on = /** @type {(inputs: Page_Fix_Stories_By_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`قصص ${i?.name} على ${i?.site}`)
};

/**
* | output |
* | --- |
* | "Stories by {name} on {site}" |
*
* @param {Page_Fix_Stories_By_OnInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_stories_by_on = /** @type {((inputs: Page_Fix_Stories_By_OnInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Stories_By_OnInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_stories_by_on(inputs)
	if (locale === "de") return de_page_fix_stories_by_on(inputs)
	if (locale === "es") return es_page_fix_stories_by_on(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_stories_by_on(inputs)
	if (locale === "ja") return ja_page_fix_stories_by_on(inputs)
	if (locale === "ar") return ar_page_fix_stories_by_on(inputs)
	return en_page_fix_stories_by_on(inputs)
});