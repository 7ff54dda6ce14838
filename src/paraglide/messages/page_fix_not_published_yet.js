/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Page_Fix_Not_Published_YetInputs */

const en_page_fix_not_published_yet = /** @type {(inputs: Page_Fix_Not_Published_YetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} has not published anything yet.`)
};

const fr_page_fix_not_published_yet = /** @type {(inputs: Page_Fix_Not_Published_YetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} n'a encore rien publié.`)
};

const de_page_fix_not_published_yet = /** @type {(inputs: Page_Fix_Not_Published_YetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} hat noch nichts veröffentlicht.`)
};

const es_page_fix_not_published_yet = /** @type {(inputs: Page_Fix_Not_Published_YetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} aún no ha publicado nada.`)
};

const pt_br2_page_fix_not_published_yet = /** @type {(inputs: Page_Fix_Not_Published_YetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ainda não publicou nada.`)
};

const ja_page_fix_not_published_yet = /** @type {(inputs: Page_Fix_Not_Published_YetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} さんはまだ何も公開していません。`)
};

const ar_page_fix_not_published_yet = /** @type {(inputs: Page_Fix_Not_Published_YetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`لم ينشر ${i?.name} شيئًا بعد.`)
};

/**
* | output |
* | --- |
* | "{name} has not published anything yet." |
*
* @param {Page_Fix_Not_Published_YetInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_not_published_yet = /** @type {((inputs: Page_Fix_Not_Published_YetInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Not_Published_YetInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_not_published_yet(inputs)
	if (locale === "de") return de_page_fix_not_published_yet(inputs)
	if (locale === "es") return es_page_fix_not_published_yet(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_not_published_yet(inputs)
	if (locale === "ja") return ja_page_fix_not_published_yet(inputs)
	if (locale === "ar") return ar_page_fix_not_published_yet(inputs)
	return en_page_fix_not_published_yet(inputs)
});