/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Mod_ReportsInputs */

const en_lefta_mod_reports = /** @type {(inputs: Lefta_Mod_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reports`)
};

const fr_lefta_mod_reports = /** @type {(inputs: Lefta_Mod_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signalements`)
};

const de_lefta_mod_reports = /** @type {(inputs: Lefta_Mod_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meldungen`)
};

const es_lefta_mod_reports = /** @type {(inputs: Lefta_Mod_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Denuncias`)
};

const pt_br2_lefta_mod_reports = /** @type {(inputs: Lefta_Mod_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Denúncias`)
};

const ja_lefta_mod_reports = /** @type {(inputs: Lefta_Mod_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`報告`)
};

const ar_lefta_mod_reports = /** @type {(inputs: Lefta_Mod_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`البلاغات`)
};

/**
* | output |
* | --- |
* | "Reports" |
*
* @param {Lefta_Mod_ReportsInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_mod_reports = /** @type {((inputs?: Lefta_Mod_ReportsInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Mod_ReportsInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_mod_reports(inputs)
	if (locale === "de") return de_lefta_mod_reports(inputs)
	if (locale === "es") return es_lefta_mod_reports(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_mod_reports(inputs)
	if (locale === "ja") return ja_lefta_mod_reports(inputs)
	if (locale === "ar") return ar_lefta_mod_reports(inputs)
	return en_lefta_mod_reports(inputs)
});