/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Nothing_ArchivedInputs */

const en_page_fix_nothing_archived = /** @type {(inputs: Page_Fix_Nothing_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing archived yet`)
};

const fr_page_fix_nothing_archived = /** @type {(inputs: Page_Fix_Nothing_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien d'archivé pour l'instant`)
};

const de_page_fix_nothing_archived = /** @type {(inputs: Page_Fix_Nothing_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch nichts archiviert`)
};

const es_page_fix_nothing_archived = /** @type {(inputs: Page_Fix_Nothing_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay nada archivado`)
};

const pt_br2_page_fix_nothing_archived = /** @type {(inputs: Page_Fix_Nothing_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nada arquivado ainda`)
};

const ja_page_fix_nothing_archived = /** @type {(inputs: Page_Fix_Nothing_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`アーカイブしたものはまだありません`)
};

const ar_page_fix_nothing_archived = /** @type {(inputs: Page_Fix_Nothing_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا شيء في الأرشيف بعد`)
};

/**
* | output |
* | --- |
* | "Nothing archived yet" |
*
* @param {Page_Fix_Nothing_ArchivedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_nothing_archived = /** @type {((inputs?: Page_Fix_Nothing_ArchivedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Nothing_ArchivedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_nothing_archived(inputs)
	if (locale === "de") return de_page_fix_nothing_archived(inputs)
	if (locale === "es") return es_page_fix_nothing_archived(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_nothing_archived(inputs)
	if (locale === "ja") return ja_page_fix_nothing_archived(inputs)
	if (locale === "ar") return ar_page_fix_nothing_archived(inputs)
	return en_page_fix_nothing_archived(inputs)
});