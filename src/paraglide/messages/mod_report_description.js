/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mod_Report_DescriptionInputs */

const en_mod_report_description = /** @type {(inputs: Mod_Report_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What is wrong? (optional)`)
};

const fr_mod_report_description = /** @type {(inputs: Mod_Report_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quel est le problème ? (facultatif)`)
};

const de_mod_report_description = /** @type {(inputs: Mod_Report_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Was stimmt nicht? (optional)`)
};

const es_mod_report_description = /** @type {(inputs: Mod_Report_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Qué ocurre? (opcional)`)
};

const pt_br2_mod_report_description = /** @type {(inputs: Mod_Report_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qual é o problema? (opcional)`)
};

const ja_mod_report_description = /** @type {(inputs: Mod_Report_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`何が問題ですか？（任意）`)
};

const ar_mod_report_description = /** @type {(inputs: Mod_Report_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ما المشكلة؟ (اختياري)`)
};

/**
* | output |
* | --- |
* | "What is wrong? (optional)" |
*
* @param {Mod_Report_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mod_report_description = /** @type {((inputs?: Mod_Report_DescriptionInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mod_Report_DescriptionInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mod_report_description(inputs)
	if (locale === "de") return de_mod_report_description(inputs)
	if (locale === "es") return es_mod_report_description(inputs)
	if (locale === "pt-BR") return pt_br2_mod_report_description(inputs)
	if (locale === "ja") return ja_mod_report_description(inputs)
	if (locale === "ar") return ar_mod_report_description(inputs)
	return en_mod_report_description(inputs)
});