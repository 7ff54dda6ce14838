/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Due_SinceInputs */

const en_page_fix_due_since = /** @type {(inputs: Page_Fix_Due_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Due since`)
};

const fr_page_fix_due_since = /** @type {(inputs: Page_Fix_Due_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prévue depuis le`)
};

const de_page_fix_due_since = /** @type {(inputs: Page_Fix_Due_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fällig seit`)
};

const es_page_fix_due_since = /** @type {(inputs: Page_Fix_Due_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pendiente desde el`)
};

const pt_br2_page_fix_due_since = /** @type {(inputs: Page_Fix_Due_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prevista desde`)
};

const ja_page_fix_due_since = /** @type {(inputs: Page_Fix_Due_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`予定日時：`)
};

const ar_page_fix_due_since = /** @type {(inputs: Page_Fix_Due_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مستحقة منذ`)
};

/**
* | output |
* | --- |
* | "Due since" |
*
* @param {Page_Fix_Due_SinceInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_due_since = /** @type {((inputs?: Page_Fix_Due_SinceInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Due_SinceInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_due_since(inputs)
	if (locale === "de") return de_page_fix_due_since(inputs)
	if (locale === "es") return es_page_fix_due_since(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_due_since(inputs)
	if (locale === "ja") return ja_page_fix_due_since(inputs)
	if (locale === "ar") return ar_page_fix_due_since(inputs)
	return en_page_fix_due_since(inputs)
});