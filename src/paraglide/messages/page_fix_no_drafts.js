/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_No_DraftsInputs */

const en_page_fix_no_drafts = /** @type {(inputs: Page_Fix_No_DraftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No drafts yet`)
};

const fr_page_fix_no_drafts = /** @type {(inputs: Page_Fix_No_DraftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun brouillon pour l'instant`)
};

const de_page_fix_no_drafts = /** @type {(inputs: Page_Fix_No_DraftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Entwürfe`)
};

const es_page_fix_no_drafts = /** @type {(inputs: Page_Fix_No_DraftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay borradores`)
};

const pt_br2_page_fix_no_drafts = /** @type {(inputs: Page_Fix_No_DraftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum rascunho ainda`)
};

const ja_page_fix_no_drafts = /** @type {(inputs: Page_Fix_No_DraftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`下書きはまだありません`)
};

const ar_page_fix_no_drafts = /** @type {(inputs: Page_Fix_No_DraftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا مسودات بعد`)
};

/**
* | output |
* | --- |
* | "No drafts yet" |
*
* @param {Page_Fix_No_DraftsInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_no_drafts = /** @type {((inputs?: Page_Fix_No_DraftsInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_No_DraftsInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_no_drafts(inputs)
	if (locale === "de") return de_page_fix_no_drafts(inputs)
	if (locale === "es") return es_page_fix_no_drafts(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_no_drafts(inputs)
	if (locale === "ja") return ja_page_fix_no_drafts(inputs)
	if (locale === "ar") return ar_page_fix_no_drafts(inputs)
	return en_page_fix_no_drafts(inputs)
});