/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Main_MenuInputs */

const en_nav_main_menu = /** @type {(inputs: Nav_Main_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Main menu`)
};

const fr_nav_main_menu = /** @type {(inputs: Nav_Main_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menu principal`)
};

const de_nav_main_menu = /** @type {(inputs: Nav_Main_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hauptmenü`)
};

const es_nav_main_menu = /** @type {(inputs: Nav_Main_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menú principal`)
};

const pt_br2_nav_main_menu = /** @type {(inputs: Nav_Main_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menu principal`)
};

const ja_nav_main_menu = /** @type {(inputs: Nav_Main_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メインメニュー`)
};

const ar_nav_main_menu = /** @type {(inputs: Nav_Main_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`القائمة الرئيسية`)
};

/**
* | output |
* | --- |
* | "Main menu" |
*
* @param {Nav_Main_MenuInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const nav_main_menu = /** @type {((inputs?: Nav_Main_MenuInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Main_MenuInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_nav_main_menu(inputs)
	if (locale === "de") return de_nav_main_menu(inputs)
	if (locale === "es") return es_nav_main_menu(inputs)
	if (locale === "pt-BR") return pt_br2_nav_main_menu(inputs)
	if (locale === "ja") return ja_nav_main_menu(inputs)
	if (locale === "ar") return ar_nav_main_menu(inputs)
	return en_nav_main_menu(inputs)
});