/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} MenuInputs */

const en_menu = /** @type {(inputs: MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menu`)
};

const fr_menu = /** @type {(inputs: MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menu`)
};

const de_menu = /** @type {(inputs: MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menü`)
};

const es_menu = /** @type {(inputs: MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menú`)
};

const pt_br2_menu = /** @type {(inputs: MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menu`)
};

const ja_menu = /** @type {(inputs: MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`メニュー`)
};

const ar_menu = /** @type {(inputs: MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`القائمة`)
};

/**
* | output |
* | --- |
* | "Menu" |
*
* @param {MenuInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const menu = /** @type {((inputs?: MenuInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<MenuInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_menu(inputs)
	if (locale === "de") return de_menu(inputs)
	if (locale === "es") return es_menu(inputs)
	if (locale === "pt-BR") return pt_br2_menu(inputs)
	if (locale === "ja") return ja_menu(inputs)
	if (locale === "ar") return ar_menu(inputs)
	return en_menu(inputs)
});