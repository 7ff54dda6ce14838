/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Nothing_Found_HintInputs */

const en_page_fix_nothing_found_hint = /** @type {(inputs: Page_Fix_Nothing_Found_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the spelling, try fewer or more general words, or search for a person's name.`)
};

const fr_page_fix_nothing_found_hint = /** @type {(inputs: Page_Fix_Nothing_Found_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifiez l'orthographe, essayez moins de mots ou des mots plus généraux, ou cherchez le nom d'une personne.`)
};

const de_page_fix_nothing_found_hint = /** @type {(inputs: Page_Fix_Nothing_Found_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prüfen Sie die Schreibweise, versuchen Sie weniger oder allgemeinere Wörter oder suchen Sie nach dem Namen einer Person.`)
};

const es_page_fix_nothing_found_hint = /** @type {(inputs: Page_Fix_Nothing_Found_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revisa la ortografía, prueba con menos palabras o más generales, o busca el nombre de una persona.`)
};

const pt_br2_page_fix_nothing_found_hint = /** @type {(inputs: Page_Fix_Nothing_Found_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confira a ortografia, tente menos palavras ou palavras mais gerais, ou busque o nome de uma pessoa.`)
};

const ja_page_fix_nothing_found_hint = /** @type {(inputs: Page_Fix_Nothing_Found_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`つづりを確認するか、言葉を減らすかもっと一般的な言葉にするか、人の名前で検索してください。`)
};

const ar_page_fix_nothing_found_hint = /** @type {(inputs: Page_Fix_Nothing_Found_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تحقّق من الإملاء، أو جرّب كلمات أقل أو أعم، أو ابحث عن اسم شخص.`)
};

/**
* | output |
* | --- |
* | "Check the spelling, try fewer or more general words, or search for a person's name." |
*
* @param {Page_Fix_Nothing_Found_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_nothing_found_hint = /** @type {((inputs?: Page_Fix_Nothing_Found_HintInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Nothing_Found_HintInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_nothing_found_hint(inputs)
	if (locale === "de") return de_page_fix_nothing_found_hint(inputs)
	if (locale === "es") return es_page_fix_nothing_found_hint(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_nothing_found_hint(inputs)
	if (locale === "ja") return ja_page_fix_nothing_found_hint(inputs)
	if (locale === "ar") return ar_page_fix_nothing_found_hint(inputs)
	return en_page_fix_nothing_found_hint(inputs)
});