/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mod_Why_SexualInputs */

const en_mod_why_sexual = /** @type {(inputs: Mod_Why_SexualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sexual`)
};

const fr_mod_why_sexual = /** @type {(inputs: Mod_Why_SexualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contenu sexuel`)
};

const de_mod_why_sexual = /** @type {(inputs: Mod_Why_SexualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sexuelle Inhalte`)
};

const es_mod_why_sexual = /** @type {(inputs: Mod_Why_SexualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contenido sexual`)
};

const pt_br2_mod_why_sexual = /** @type {(inputs: Mod_Why_SexualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conteúdo sexual`)
};

const ja_mod_why_sexual = /** @type {(inputs: Mod_Why_SexualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`性的な内容`)
};

const ar_mod_why_sexual = /** @type {(inputs: Mod_Why_SexualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`محتوى جنسي`)
};

/**
* | output |
* | --- |
* | "Sexual" |
*
* @param {Mod_Why_SexualInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mod_why_sexual = /** @type {((inputs?: Mod_Why_SexualInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mod_Why_SexualInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mod_why_sexual(inputs)
	if (locale === "de") return de_mod_why_sexual(inputs)
	if (locale === "es") return es_mod_why_sexual(inputs)
	if (locale === "pt-BR") return pt_br2_mod_why_sexual(inputs)
	if (locale === "ja") return ja_mod_why_sexual(inputs)
	if (locale === "ar") return ar_mod_why_sexual(inputs)
	return en_mod_why_sexual(inputs)
});