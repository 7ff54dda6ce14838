/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Mod_SectionsInputs */

const en_lefta_mod_sections = /** @type {(inputs: Lefta_Mod_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moderation sections`)
};

const fr_lefta_mod_sections = /** @type {(inputs: Lefta_Mod_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sections de la modération`)
};

const de_lefta_mod_sections = /** @type {(inputs: Lefta_Mod_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bereiche der Moderation`)
};

const es_lefta_mod_sections = /** @type {(inputs: Lefta_Mod_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secciones de moderación`)
};

const pt_br2_lefta_mod_sections = /** @type {(inputs: Lefta_Mod_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seções da moderação`)
};

const ja_lefta_mod_sections = /** @type {(inputs: Lefta_Mod_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`モデレーションの項目`)
};

const ar_lefta_mod_sections = /** @type {(inputs: Lefta_Mod_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أقسام الإشراف`)
};

/**
* | output |
* | --- |
* | "Moderation sections" |
*
* @param {Lefta_Mod_SectionsInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_mod_sections = /** @type {((inputs?: Lefta_Mod_SectionsInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Mod_SectionsInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_mod_sections(inputs)
	if (locale === "de") return de_lefta_mod_sections(inputs)
	if (locale === "es") return es_lefta_mod_sections(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_mod_sections(inputs)
	if (locale === "ja") return ja_lefta_mod_sections(inputs)
	if (locale === "ar") return ar_lefta_mod_sections(inputs)
	return en_lefta_mod_sections(inputs)
});