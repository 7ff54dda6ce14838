/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mod_Dismiss_ReportsInputs */

const en_mod_dismiss_reports = /** @type {(inputs: Mod_Dismiss_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dismiss reports`)
};

const fr_mod_dismiss_reports = /** @type {(inputs: Mod_Dismiss_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classer les signalements`)
};

const de_mod_dismiss_reports = /** @type {(inputs: Mod_Dismiss_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meldungen verwerfen`)
};

const es_mod_dismiss_reports = /** @type {(inputs: Mod_Dismiss_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descartar denuncias`)
};

const pt_br2_mod_dismiss_reports = /** @type {(inputs: Mod_Dismiss_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descartar denúncias`)
};

const ja_mod_dismiss_reports = /** @type {(inputs: Mod_Dismiss_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`通報を却下`)
};

const ar_mod_dismiss_reports = /** @type {(inputs: Mod_Dismiss_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رفض البلاغات`)
};

/**
* | output |
* | --- |
* | "Dismiss reports" |
*
* @param {Mod_Dismiss_ReportsInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mod_dismiss_reports = /** @type {((inputs?: Mod_Dismiss_ReportsInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mod_Dismiss_ReportsInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mod_dismiss_reports(inputs)
	if (locale === "de") return de_mod_dismiss_reports(inputs)
	if (locale === "es") return es_mod_dismiss_reports(inputs)
	if (locale === "pt-BR") return pt_br2_mod_dismiss_reports(inputs)
	if (locale === "ja") return ja_mod_dismiss_reports(inputs)
	if (locale === "ar") return ar_mod_dismiss_reports(inputs)
	return en_mod_dismiss_reports(inputs)
});