/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_ArchiveInputs */

const en_page_fix_archive = /** @type {(inputs: Page_Fix_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archive`)
};

const fr_page_fix_archive = /** @type {(inputs: Page_Fix_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archives`)
};

const de_page_fix_archive = /** @type {(inputs: Page_Fix_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archiv`)
};

const es_page_fix_archive = /** @type {(inputs: Page_Fix_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivo`)
};

const pt_br2_page_fix_archive = /** @type {(inputs: Page_Fix_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arquivo`)
};

const ja_page_fix_archive = /** @type {(inputs: Page_Fix_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`アーカイブ`)
};

const ar_page_fix_archive = /** @type {(inputs: Page_Fix_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الأرشيف`)
};

/**
* | output |
* | --- |
* | "Archive" |
*
* @param {Page_Fix_ArchiveInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_archive = /** @type {((inputs?: Page_Fix_ArchiveInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_ArchiveInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_archive(inputs)
	if (locale === "de") return de_page_fix_archive(inputs)
	if (locale === "es") return es_page_fix_archive(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_archive(inputs)
	if (locale === "ja") return ja_page_fix_archive(inputs)
	if (locale === "ar") return ar_page_fix_archive(inputs)
	return en_page_fix_archive(inputs)
});