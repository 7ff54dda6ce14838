/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Bookmark_ArchivedInputs */

const en_page_fix_bookmark_archived = /** @type {(inputs: Page_Fix_Bookmark_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moved to the archive`)
};

const fr_page_fix_bookmark_archived = /** @type {(inputs: Page_Fix_Bookmark_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déplacée dans les archives`)
};

const de_page_fix_bookmark_archived = /** @type {(inputs: Page_Fix_Bookmark_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ins Archiv verschoben`)
};

const es_page_fix_bookmark_archived = /** @type {(inputs: Page_Fix_Bookmark_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Movida al archivo`)
};

const pt_br2_page_fix_bookmark_archived = /** @type {(inputs: Page_Fix_Bookmark_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Movida para o arquivo`)
};

const ja_page_fix_bookmark_archived = /** @type {(inputs: Page_Fix_Bookmark_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`アーカイブに移動しました`)
};

const ar_page_fix_bookmark_archived = /** @type {(inputs: Page_Fix_Bookmark_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نُقلت إلى الأرشيف`)
};

/**
* | output |
* | --- |
* | "Moved to the archive" |
*
* @param {Page_Fix_Bookmark_ArchivedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_bookmark_archived = /** @type {((inputs?: Page_Fix_Bookmark_ArchivedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Bookmark_ArchivedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_bookmark_archived(inputs)
	if (locale === "de") return de_page_fix_bookmark_archived(inputs)
	if (locale === "es") return es_page_fix_bookmark_archived(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_bookmark_archived(inputs)
	if (locale === "ja") return ja_page_fix_bookmark_archived(inputs)
	if (locale === "ar") return ar_page_fix_bookmark_archived(inputs)
	return en_page_fix_bookmark_archived(inputs)
});