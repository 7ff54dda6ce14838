/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Opening_EditorInputs */

const en_page_fix_opening_editor = /** @type {(inputs: Page_Fix_Opening_EditorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opening the editor…`)
};

const fr_page_fix_opening_editor = /** @type {(inputs: Page_Fix_Opening_EditorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouverture de l'éditeur…`)
};

const de_page_fix_opening_editor = /** @type {(inputs: Page_Fix_Opening_EditorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Editor wird geöffnet…`)
};

const es_page_fix_opening_editor = /** @type {(inputs: Page_Fix_Opening_EditorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abriendo el editor…`)
};

const pt_br2_page_fix_opening_editor = /** @type {(inputs: Page_Fix_Opening_EditorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrindo o editor…`)
};

const ja_page_fix_opening_editor = /** @type {(inputs: Page_Fix_Opening_EditorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`エディターを開いています…`)
};

const ar_page_fix_opening_editor = /** @type {(inputs: Page_Fix_Opening_EditorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ فتح المحرّر…`)
};

/**
* | output |
* | --- |
* | "Opening the editor…" |
*
* @param {Page_Fix_Opening_EditorInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_opening_editor = /** @type {((inputs?: Page_Fix_Opening_EditorInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Opening_EditorInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_opening_editor(inputs)
	if (locale === "de") return de_page_fix_opening_editor(inputs)
	if (locale === "es") return es_page_fix_opening_editor(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_opening_editor(inputs)
	if (locale === "ja") return ja_page_fix_opening_editor(inputs)
	if (locale === "ar") return ar_page_fix_opening_editor(inputs)
	return en_page_fix_opening_editor(inputs)
});