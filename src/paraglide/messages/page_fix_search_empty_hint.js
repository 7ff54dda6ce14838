/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Search_Empty_HintInputs */

const en_page_fix_search_empty_hint = /** @type {(inputs: Page_Fix_Search_Empty_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type a word you remember from a title, a topic or a name.`)
};

const fr_page_fix_search_empty_hint = /** @type {(inputs: Page_Fix_Search_Empty_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tapez un mot dont vous vous souvenez : d'un titre, d'un sujet ou d'un nom.`)
};

const de_page_fix_search_empty_hint = /** @type {(inputs: Page_Fix_Search_Empty_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie ein Wort ein, an das Sie sich erinnern: aus einem Titel, einem Thema oder einem Namen.`)
};

const es_page_fix_search_empty_hint = /** @type {(inputs: Page_Fix_Search_Empty_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe una palabra que recuerdes de un título, un tema o un nombre.`)
};

const pt_br2_page_fix_search_empty_hint = /** @type {(inputs: Page_Fix_Search_Empty_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digite uma palavra de que você se lembre: de um título, um tema ou um nome.`)
};

const ja_page_fix_search_empty_hint = /** @type {(inputs: Page_Fix_Search_Empty_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`タイトル、トピック、名前で覚えている言葉を入力してください。`)
};

const ar_page_fix_search_empty_hint = /** @type {(inputs: Page_Fix_Search_Empty_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اكتب كلمة تتذكرها من عنوان أو موضوع أو اسم.`)
};

/**
* | output |
* | --- |
* | "Type a word you remember from a title, a topic or a name." |
*
* @param {Page_Fix_Search_Empty_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_search_empty_hint = /** @type {((inputs?: Page_Fix_Search_Empty_HintInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Search_Empty_HintInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_search_empty_hint(inputs)
	if (locale === "de") return de_page_fix_search_empty_hint(inputs)
	if (locale === "es") return es_page_fix_search_empty_hint(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_search_empty_hint(inputs)
	if (locale === "ja") return ja_page_fix_search_empty_hint(inputs)
	if (locale === "ar") return ar_page_fix_search_empty_hint(inputs)
	return en_page_fix_search_empty_hint(inputs)
});