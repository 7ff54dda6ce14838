/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mod_ReportInputs */

const en_mod_report = /** @type {(inputs: Mod_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Report`)
};

const fr_mod_report = /** @type {(inputs: Mod_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signaler`)
};

const de_mod_report = /** @type {(inputs: Mod_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Melden`)
};

const es_mod_report = /** @type {(inputs: Mod_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Denunciar`)
};

const pt_br2_mod_report = /** @type {(inputs: Mod_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Denunciar`)
};

const ja_mod_report = /** @type {(inputs: Mod_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`通報`)
};

const ar_mod_report = /** @type {(inputs: Mod_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إبلاغ`)
};

/**
* | output |
* | --- |
* | "Report" |
*
* @param {Mod_ReportInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mod_report = /** @type {((inputs?: Mod_ReportInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mod_ReportInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mod_report(inputs)
	if (locale === "de") return de_mod_report(inputs)
	if (locale === "es") return es_mod_report(inputs)
	if (locale === "pt-BR") return pt_br2_mod_report(inputs)
	if (locale === "ja") return ja_mod_report(inputs)
	if (locale === "ar") return ar_mod_report(inputs)
	return en_mod_report(inputs)
});