/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mod_Why_MisinformationInputs */

const en_mod_why_misinformation = /** @type {(inputs: Mod_Why_MisinformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Misinformation`)
};

const fr_mod_why_misinformation = /** @type {(inputs: Mod_Why_MisinformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Désinformation`)
};

const de_mod_why_misinformation = /** @type {(inputs: Mod_Why_MisinformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falschinformation`)
};

const es_mod_why_misinformation = /** @type {(inputs: Mod_Why_MisinformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desinformación`)
};

const pt_br2_mod_why_misinformation = /** @type {(inputs: Mod_Why_MisinformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desinformação`)
};

const ja_mod_why_misinformation = /** @type {(inputs: Mod_Why_MisinformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`誤情報`)
};

const ar_mod_why_misinformation = /** @type {(inputs: Mod_Why_MisinformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`معلومات مضللة`)
};

/**
* | output |
* | --- |
* | "Misinformation" |
*
* @param {Mod_Why_MisinformationInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mod_why_misinformation = /** @type {((inputs?: Mod_Why_MisinformationInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mod_Why_MisinformationInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mod_why_misinformation(inputs)
	if (locale === "de") return de_mod_why_misinformation(inputs)
	if (locale === "es") return es_mod_why_misinformation(inputs)
	if (locale === "pt-BR") return pt_br2_mod_why_misinformation(inputs)
	if (locale === "ja") return ja_mod_why_misinformation(inputs)
	if (locale === "ar") return ar_mod_why_misinformation(inputs)
	return en_mod_why_misinformation(inputs)
});