/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Back_HomeInputs */

const en_page_fix_back_home = /** @type {(inputs: Page_Fix_Back_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to the home page`)
};

const fr_page_fix_back_home = /** @type {(inputs: Page_Fix_Back_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à l'accueil`)
};

const de_page_fix_back_home = /** @type {(inputs: Page_Fix_Back_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück zur Startseite`)
};

const es_page_fix_back_home = /** @type {(inputs: Page_Fix_Back_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a la página de inicio`)
};

const pt_br2_page_fix_back_home = /** @type {(inputs: Page_Fix_Back_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voltar à página inicial`)
};

const ja_page_fix_back_home = /** @type {(inputs: Page_Fix_Back_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ホームに戻る`)
};

const ar_page_fix_back_home = /** @type {(inputs: Page_Fix_Back_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`العودة إلى الصفحة الرئيسية`)
};

/**
* | output |
* | --- |
* | "Back to the home page" |
*
* @param {Page_Fix_Back_HomeInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_back_home = /** @type {((inputs?: Page_Fix_Back_HomeInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Back_HomeInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_back_home(inputs)
	if (locale === "de") return de_page_fix_back_home(inputs)
	if (locale === "es") return es_page_fix_back_home(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_back_home(inputs)
	if (locale === "ja") return ja_page_fix_back_home(inputs)
	if (locale === "ar") return ar_page_fix_back_home(inputs)
	return en_page_fix_back_home(inputs)
});