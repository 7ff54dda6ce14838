/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Mod_Report_ByInputs */

const en_mod_report_by = /** @type {(inputs: Mod_Report_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the comment by ${i?.name}`)
};

const fr_mod_report_by = /** @type {(inputs: Mod_Report_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`le commentaire de ${i?.name}`)
};

const de_mod_report_by = /** @type {(inputs: Mod_Report_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`den Kommentar von ${i?.name}`)
};

const es_mod_report_by = /** @type {(inputs: Mod_Report_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`el comentario de ${i?.name}`)
};

const pt_br2_mod_report_by = /** @type {(inputs: Mod_Report_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`o comentário de ${i?.name}`)
};

const ja_mod_report_by = /** @type {(inputs: Mod_Report_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} のコメント`)
};

const ar_mod_report_by = /** @type {(inputs: Mod_Report_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تعليق ${i?.name}`)
};

/**
* | output |
* | --- |
* | "the comment by {name}" |
*
* @param {Mod_Report_ByInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mod_report_by = /** @type {((inputs: Mod_Report_ByInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mod_Report_ByInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mod_report_by(inputs)
	if (locale === "de") return de_mod_report_by(inputs)
	if (locale === "es") return es_mod_report_by(inputs)
	if (locale === "pt-BR") return pt_br2_mod_report_by(inputs)
	if (locale === "ja") return ja_mod_report_by(inputs)
	if (locale === "ar") return ar_mod_report_by(inputs)
	return en_mod_report_by(inputs)
});