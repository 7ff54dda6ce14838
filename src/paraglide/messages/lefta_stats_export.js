/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Stats_ExportInputs */

const en_lefta_stats_export = /** @type {(inputs: Lefta_Stats_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export as CSV`)
};

const fr_lefta_stats_export = /** @type {(inputs: Lefta_Stats_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exporter en CSV`)
};

const de_lefta_stats_export = /** @type {(inputs: Lefta_Stats_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Als CSV exportieren`)
};

const es_lefta_stats_export = /** @type {(inputs: Lefta_Stats_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exportar como CSV`)
};

const pt_br2_lefta_stats_export = /** @type {(inputs: Lefta_Stats_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exportar como CSV`)
};

const ja_lefta_stats_export = /** @type {(inputs: Lefta_Stats_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CSV で書き出す`)
};

const ar_lefta_stats_export = /** @type {(inputs: Lefta_Stats_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تصدير بصيغة CSV`)
};

/**
* | output |
* | --- |
* | "Export as CSV" |
*
* @param {Lefta_Stats_ExportInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_stats_export = /** @type {((inputs?: Lefta_Stats_ExportInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Stats_ExportInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_stats_export(inputs)
	if (locale === "de") return de_lefta_stats_export(inputs)
	if (locale === "es") return es_lefta_stats_export(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_stats_export(inputs)
	if (locale === "ja") return ja_lefta_stats_export(inputs)
	if (locale === "ar") return ar_lefta_stats_export(inputs)
	return en_lefta_stats_export(inputs)
});