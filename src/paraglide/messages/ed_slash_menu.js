/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Slash_MenuInputs */

const en_ed_slash_menu = /** @type {(inputs: Ed_Slash_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Insert a block`)
};

const fr_ed_slash_menu = /** @type {(inputs: Ed_Slash_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Insérer un bloc`)
};

const de_ed_slash_menu = /** @type {(inputs: Ed_Slash_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Block einfügen`)
};

const es_ed_slash_menu = /** @type {(inputs: Ed_Slash_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Insertar un bloque`)
};

const pt_br2_ed_slash_menu = /** @type {(inputs: Ed_Slash_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inserir um bloco`)
};

const ja_ed_slash_menu = /** @type {(inputs: Ed_Slash_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ブロックを挿入`)
};

const ar_ed_slash_menu = /** @type {(inputs: Ed_Slash_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إدراج كتلة`)
};

/**
* | output |
* | --- |
* | "Insert a block" |
*
* @param {Ed_Slash_MenuInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_slash_menu = /** @type {((inputs?: Ed_Slash_MenuInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Slash_MenuInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_slash_menu(inputs)
	if (locale === "de") return de_ed_slash_menu(inputs)
	if (locale === "es") return es_ed_slash_menu(inputs)
	if (locale === "pt-BR") return pt_br2_ed_slash_menu(inputs)
	if (locale === "ja") return ja_ed_slash_menu(inputs)
	if (locale === "ar") return ar_ed_slash_menu(inputs)
	return en_ed_slash_menu(inputs)
});