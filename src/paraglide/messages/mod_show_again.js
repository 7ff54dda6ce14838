/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mod_Show_AgainInputs */

const en_mod_show_again = /** @type {(inputs: Mod_Show_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show the story again`)
};

const fr_mod_show_again = /** @type {(inputs: Mod_Show_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher de nouveau l’histoire`)
};

const de_mod_show_again = /** @type {(inputs: Mod_Show_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geschichte wieder anzeigen`)
};

const es_mod_show_again = /** @type {(inputs: Mod_Show_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a mostrar la historia`)
};

const pt_br2_mod_show_again = /** @type {(inputs: Mod_Show_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar a história de novo`)
};

const ja_mod_show_again = /** @type {(inputs: Mod_Show_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ストーリーを再表示する`)
};

const ar_mod_show_again = /** @type {(inputs: Mod_Show_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إظهار القصة من جديد`)
};

/**
* | output |
* | --- |
* | "Show the story again" |
*
* @param {Mod_Show_AgainInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mod_show_again = /** @type {((inputs?: Mod_Show_AgainInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mod_Show_AgainInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mod_show_again(inputs)
	if (locale === "de") return de_mod_show_again(inputs)
	if (locale === "es") return es_mod_show_again(inputs)
	if (locale === "pt-BR") return pt_br2_mod_show_again(inputs)
	if (locale === "ja") return ja_mod_show_again(inputs)
	if (locale === "ar") return ar_mod_show_again(inputs)
	return en_mod_show_again(inputs)
});