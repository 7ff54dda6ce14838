/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} St_Export_CsvInputs */

const en_st_export_csv = /** @type {(inputs: St_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export subscribers as CSV`)
};

const fr_st_export_csv = /** @type {(inputs: St_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exporter les abonnés en CSV`)
};

const de_st_export_csv = /** @type {(inputs: St_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnenten als CSV exportieren`)
};

const es_st_export_csv = /** @type {(inputs: St_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exportar suscriptores como CSV`)
};

const pt_br2_st_export_csv = /** @type {(inputs: St_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exportar inscritos como CSV`)
};

const ja_st_export_csv = /** @type {(inputs: St_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`購読者をCSVでエクスポート`)
};

const ar_st_export_csv = /** @type {(inputs: St_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تصدير المشتركين بصيغة CSV`)
};

/**
* | output |
* | --- |
* | "Export subscribers as CSV" |
*
* @param {St_Export_CsvInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const st_export_csv = /** @type {((inputs?: St_Export_CsvInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<St_Export_CsvInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_st_export_csv(inputs)
	if (locale === "de") return de_st_export_csv(inputs)
	if (locale === "es") return es_st_export_csv(inputs)
	if (locale === "pt-BR") return pt_br2_st_export_csv(inputs)
	if (locale === "ja") return ja_st_export_csv(inputs)
	if (locale === "ar") return ar_st_export_csv(inputs)
	return en_st_export_csv(inputs)
});