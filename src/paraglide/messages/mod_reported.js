/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mod_ReportedInputs */

const en_mod_reported = /** @type {(inputs: Mod_ReportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reported`)
};

const fr_mod_reported = /** @type {(inputs: Mod_ReportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signalé`)
};

const de_mod_reported = /** @type {(inputs: Mod_ReportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gemeldet`)
};

const es_mod_reported = /** @type {(inputs: Mod_ReportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Denunciado`)
};

const pt_br2_mod_reported = /** @type {(inputs: Mod_ReportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Denunciado`)
};

const ja_mod_reported = /** @type {(inputs: Mod_ReportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`通報済み`)
};

const ar_mod_reported = /** @type {(inputs: Mod_ReportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم الإبلاغ`)
};

/**
* | output |
* | --- |
* | "Reported" |
*
* @param {Mod_ReportedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mod_reported = /** @type {((inputs?: Mod_ReportedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mod_ReportedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mod_reported(inputs)
	if (locale === "de") return de_mod_reported(inputs)
	if (locale === "es") return es_mod_reported(inputs)
	if (locale === "pt-BR") return pt_br2_mod_reported(inputs)
	if (locale === "ja") return ja_mod_reported(inputs)
	if (locale === "ar") return ar_mod_reported(inputs)
	return en_mod_reported(inputs)
});