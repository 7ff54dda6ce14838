/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Nothing_SavedInputs */

const en_page_fix_nothing_saved = /** @type {(inputs: Page_Fix_Nothing_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing saved yet`)
};

const fr_page_fix_nothing_saved = /** @type {(inputs: Page_Fix_Nothing_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien d'enregistré pour l'instant`)
};

const de_page_fix_nothing_saved = /** @type {(inputs: Page_Fix_Nothing_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch nichts gespeichert`)
};

const es_page_fix_nothing_saved = /** @type {(inputs: Page_Fix_Nothing_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay nada guardado`)
};

const pt_br2_page_fix_nothing_saved = /** @type {(inputs: Page_Fix_Nothing_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nada salvo ainda`)
};

const ja_page_fix_nothing_saved = /** @type {(inputs: Page_Fix_Nothing_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保存したものはまだありません`)
};

const ar_page_fix_nothing_saved = /** @type {(inputs: Page_Fix_Nothing_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا شيء محفوظ بعد`)
};

/**
* | output |
* | --- |
* | "Nothing saved yet" |
*
* @param {Page_Fix_Nothing_SavedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_nothing_saved = /** @type {((inputs?: Page_Fix_Nothing_SavedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Nothing_SavedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_nothing_saved(inputs)
	if (locale === "de") return de_page_fix_nothing_saved(inputs)
	if (locale === "es") return es_page_fix_nothing_saved(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_nothing_saved(inputs)
	if (locale === "ja") return ja_page_fix_nothing_saved(inputs)
	if (locale === "ar") return ar_page_fix_nothing_saved(inputs)
	return en_page_fix_nothing_saved(inputs)
});