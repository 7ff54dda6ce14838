/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Page_Fix_Stories_UnavailableInputs */

const en_page_fix_stories_unavailable = /** @type {(inputs: Page_Fix_Stories_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}'s stories are not available to you.`)
};

const fr_page_fix_stories_unavailable = /** @type {(inputs: Page_Fix_Stories_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les histoires de ${i?.name} ne vous sont pas accessibles.`)
};

const de_page_fix_stories_unavailable = /** @type {(inputs: Page_Fix_Stories_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Geschichten von ${i?.name} sind für Sie nicht verfügbar.`)
};

const es_page_fix_stories_unavailable = /** @type {(inputs: Page_Fix_Stories_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Las historias de ${i?.name} no están disponibles para ti.`)
};

const pt_br2_page_fix_stories_unavailable = /** @type {(inputs: Page_Fix_Stories_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`As histórias de ${i?.name} não estão disponíveis para você.`)
};

const ja_page_fix_stories_unavailable = /** @type {(inputs: Page_Fix_Stories_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} さんのストーリーは表示できません。`)
};

const ar_page_fix_stories_unavailable = /** @type {(inputs: Page_Fix_Stories_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`قصص ${i?.name} غير متاحة لك.`)
};

/**
* | output |
* | --- |
* | "{name}'s stories are not available to you." |
*
* @param {Page_Fix_Stories_UnavailableInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_stories_unavailable = /** @type {((inputs: Page_Fix_Stories_UnavailableInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Stories_UnavailableInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_stories_unavailable(inputs)
	if (locale === "de") return de_page_fix_stories_unavailable(inputs)
	if (locale === "es") return es_page_fix_stories_unavailable(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_stories_unavailable(inputs)
	if (locale === "ja") return ja_page_fix_stories_unavailable(inputs)
	if (locale === "ar") return ar_page_fix_stories_unavailable(inputs)
	return en_page_fix_stories_unavailable(inputs)
});