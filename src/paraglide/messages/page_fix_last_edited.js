/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Last_EditedInputs */

const en_page_fix_last_edited = /** @type {(inputs: Page_Fix_Last_EditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last edited`)
};

const fr_page_fix_last_edited = /** @type {(inputs: Page_Fix_Last_EditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dernière modification :`)
};

const de_page_fix_last_edited = /** @type {(inputs: Page_Fix_Last_EditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zuletzt bearbeitet`)
};

const es_page_fix_last_edited = /** @type {(inputs: Page_Fix_Last_EditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Última edición:`)
};

const pt_br2_page_fix_last_edited = /** @type {(inputs: Page_Fix_Last_EditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Última edição:`)
};

const ja_page_fix_last_edited = /** @type {(inputs: Page_Fix_Last_EditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`最終編集：`)
};

const ar_page_fix_last_edited = /** @type {(inputs: Page_Fix_Last_EditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آخر تعديل:`)
};

/**
* | output |
* | --- |
* | "Last edited" |
*
* @param {Page_Fix_Last_EditedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_last_edited = /** @type {((inputs?: Page_Fix_Last_EditedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Last_EditedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_last_edited(inputs)
	if (locale === "de") return de_page_fix_last_edited(inputs)
	if (locale === "es") return es_page_fix_last_edited(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_last_edited(inputs)
	if (locale === "ja") return ja_page_fix_last_edited(inputs)
	if (locale === "ar") return ar_page_fix_last_edited(inputs)
	return en_page_fix_last_edited(inputs)
});