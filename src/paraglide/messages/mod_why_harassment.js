/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mod_Why_HarassmentInputs */

const en_mod_why_harassment = /** @type {(inputs: Mod_Why_HarassmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Harassment`)
};

const fr_mod_why_harassment = /** @type {(inputs: Mod_Why_HarassmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Harcèlement`)
};

const de_mod_why_harassment = /** @type {(inputs: Mod_Why_HarassmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Belästigung`)
};

const es_mod_why_harassment = /** @type {(inputs: Mod_Why_HarassmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acoso`)
};

const pt_br2_mod_why_harassment = /** @type {(inputs: Mod_Why_HarassmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assédio`)
};

const ja_mod_why_harassment = /** @type {(inputs: Mod_Why_HarassmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`嫌がらせ`)
};

const ar_mod_why_harassment = /** @type {(inputs: Mod_Why_HarassmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تحرش`)
};

/**
* | output |
* | --- |
* | "Harassment" |
*
* @param {Mod_Why_HarassmentInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mod_why_harassment = /** @type {((inputs?: Mod_Why_HarassmentInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mod_Why_HarassmentInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mod_why_harassment(inputs)
	if (locale === "de") return de_mod_why_harassment(inputs)
	if (locale === "es") return es_mod_why_harassment(inputs)
	if (locale === "pt-BR") return pt_br2_mod_why_harassment(inputs)
	if (locale === "ja") return ja_mod_why_harassment(inputs)
	if (locale === "ar") return ar_mod_why_harassment(inputs)
	return en_mod_why_harassment(inputs)
});