/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ q: NonNullable<unknown> }} Page_Fix_Nothing_FoundInputs */

const en_page_fix_nothing_found = /** @type {(inputs: Page_Fix_Nothing_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nothing found for “${i?.q}”`)
};

const fr_page_fix_nothing_found = /** @type {(inputs: Page_Fix_Nothing_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rien trouvé pour « ${i?.q} »`)
};

const de_page_fix_nothing_found = /** @type {(inputs: Page_Fix_Nothing_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nichts gefunden für „${i?.q}“`)
};

const es_page_fix_nothing_found = /** @type {(inputs: Page_Fix_Nothing_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se encontró nada para «${i?.q}»`)
};

const pt_br2_page_fix_nothing_found = /** @type {(inputs: Page_Fix_Nothing_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nada encontrado para “${i?.q}”`)
};

const ja_page_fix_nothing_found = /** @type {(inputs: Page_Fix_Nothing_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`「${i?.q}」は見つかりませんでした`)
};

const ar_page_fix_nothing_found = /** @type {(inputs: Page_Fix_Nothing_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`لم يُعثر على شيء لـ«${i?.q}»`)
};

/**
* | output |
* | --- |
* | "Nothing found for “{q}”" |
*
* @param {Page_Fix_Nothing_FoundInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_nothing_found = /** @type {((inputs: Page_Fix_Nothing_FoundInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Nothing_FoundInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_nothing_found(inputs)
	if (locale === "de") return de_page_fix_nothing_found(inputs)
	if (locale === "es") return es_page_fix_nothing_found(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_nothing_found(inputs)
	if (locale === "ja") return ja_page_fix_nothing_found(inputs)
	if (locale === "ar") return ar_page_fix_nothing_found(inputs)
	return en_page_fix_nothing_found(inputs)
});