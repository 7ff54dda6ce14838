/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} St_Import_CsvInputs */

const en_st_import_csv = /** @type {(inputs: St_Import_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Import a CSV (from Substack, Ghost or another service: an email column, and name and date if it has them)`)
};

const fr_st_import_csv = /** @type {(inputs: St_Import_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importer un CSV (de Substack, Ghost ou un autre service : une colonne email, et le nom et la date s’il les a)`)
};

const de_st_import_csv = /** @type {(inputs: St_Import_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine CSV importieren (von Substack, Ghost oder einem anderen Dienst: eine Spalte email, dazu Name und Datum, falls vorhanden)`)
};

const es_st_import_csv = /** @type {(inputs: St_Import_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importar un CSV (de Substack, Ghost u otro servicio: una columna email, y nombre y fecha si los tiene)`)
};

const pt_br2_st_import_csv = /** @type {(inputs: St_Import_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importar um CSV (do Substack, Ghost ou outro serviço: uma coluna email, e nome e data se houver)`)
};

const ja_st_import_csv = /** @type {(inputs: St_Import_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CSVをインポート(Substack、Ghost などから:email 列と、あれば名前と日付)`)
};

const ar_st_import_csv = /** @type {(inputs: St_Import_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استيراد ملف CSV (من Substack أو Ghost أو خدمة أخرى: عمود email، والاسم والتاريخ إن وُجدا)`)
};

/**
* | output |
* | --- |
* | "Import a CSV (from Substack, Ghost or another service: an email column, and name and date if it has them)" |
*
* @param {St_Import_CsvInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const st_import_csv = /** @type {((inputs?: St_Import_CsvInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<St_Import_CsvInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_st_import_csv(inputs)
	if (locale === "de") return de_st_import_csv(inputs)
	if (locale === "es") return es_st_import_csv(inputs)
	if (locale === "pt-BR") return pt_br2_st_import_csv(inputs)
	if (locale === "ja") return ja_st_import_csv(inputs)
	if (locale === "ar") return ar_st_import_csv(inputs)
	return en_st_import_csv(inputs)
});