/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Originally_AtInputs */

const en_page_fix_originally_at = /** @type {(inputs: Page_Fix_Originally_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Originally published at`)
};

const fr_page_fix_originally_at = /** @type {(inputs: Page_Fix_Originally_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publiée à l'origine sur`)
};

const de_page_fix_originally_at = /** @type {(inputs: Page_Fix_Originally_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ursprünglich veröffentlicht auf`)
};

const es_page_fix_originally_at = /** @type {(inputs: Page_Fix_Originally_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicada originalmente en`)
};

const pt_br2_page_fix_originally_at = /** @type {(inputs: Page_Fix_Originally_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicada originalmente em`)
};

const ja_page_fix_originally_at = /** @type {(inputs: Page_Fix_Originally_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`初出：`)
};

const ar_page_fix_originally_at = /** @type {(inputs: Page_Fix_Originally_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نُشرت أصلًا على`)
};

/**
* | output |
* | --- |
* | "Originally published at" |
*
* @param {Page_Fix_Originally_AtInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_originally_at = /** @type {((inputs?: Page_Fix_Originally_AtInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Originally_AtInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_originally_at(inputs)
	if (locale === "de") return de_page_fix_originally_at(inputs)
	if (locale === "es") return es_page_fix_originally_at(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_originally_at(inputs)
	if (locale === "ja") return ja_page_fix_originally_at(inputs)
	if (locale === "ar") return ar_page_fix_originally_at(inputs)
	return en_page_fix_originally_at(inputs)
});