/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Go_HomeInputs */

const en_page_fix_go_home = /** @type {(inputs: Page_Fix_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to the home page`)
};

const fr_page_fix_go_home = /** @type {(inputs: Page_Fix_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller à l'accueil`)
};

const de_page_fix_go_home = /** @type {(inputs: Page_Fix_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zur Startseite`)
};

const es_page_fix_go_home = /** @type {(inputs: Page_Fix_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir a la página de inicio`)
};

const pt_br2_page_fix_go_home = /** @type {(inputs: Page_Fix_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir para a página inicial`)
};

const ja_page_fix_go_home = /** @type {(inputs: Page_Fix_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ホームへ戻る`)
};

const ar_page_fix_go_home = /** @type {(inputs: Page_Fix_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الذهاب إلى الصفحة الرئيسية`)
};

/**
* | output |
* | --- |
* | "Go to the home page" |
*
* @param {Page_Fix_Go_HomeInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_go_home = /** @type {((inputs?: Page_Fix_Go_HomeInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Go_HomeInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_go_home(inputs)
	if (locale === "de") return de_page_fix_go_home(inputs)
	if (locale === "es") return es_page_fix_go_home(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_go_home(inputs)
	if (locale === "ja") return ja_page_fix_go_home(inputs)
	if (locale === "ar") return ar_page_fix_go_home(inputs)
	return en_page_fix_go_home(inputs)
});