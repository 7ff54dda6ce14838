/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mod_Report_ReasonInputs */

const en_mod_report_reason = /** @type {(inputs: Mod_Report_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason`)
};

const fr_mod_report_reason = /** @type {(inputs: Mod_Report_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motif`)
};

const de_mod_report_reason = /** @type {(inputs: Mod_Report_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grund`)
};

const es_mod_report_reason = /** @type {(inputs: Mod_Report_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motivo`)
};

const pt_br2_mod_report_reason = /** @type {(inputs: Mod_Report_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motivo`)
};

const ja_mod_report_reason = /** @type {(inputs: Mod_Report_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`理由`)
};

const ar_mod_report_reason = /** @type {(inputs: Mod_Report_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`السبب`)
};

/**
* | output |
* | --- |
* | "Reason" |
*
* @param {Mod_Report_ReasonInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mod_report_reason = /** @type {((inputs?: Mod_Report_ReasonInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mod_Report_ReasonInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mod_report_reason(inputs)
	if (locale === "de") return de_mod_report_reason(inputs)
	if (locale === "es") return es_mod_report_reason(inputs)
	if (locale === "pt-BR") return pt_br2_mod_report_reason(inputs)
	if (locale === "ja") return ja_mod_report_reason(inputs)
	if (locale === "ar") return ar_mod_report_reason(inputs)
	return en_mod_report_reason(inputs)
});