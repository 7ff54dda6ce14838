/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Import_FilesInputs */

const en_ed_import_files = /** @type {(inputs: Ed_Import_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Files to import`)
};

const fr_ed_import_files = /** @type {(inputs: Ed_Import_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fichiers à importer`)
};

const de_ed_import_files = /** @type {(inputs: Ed_Import_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dateien zum Importieren`)
};

const es_ed_import_files = /** @type {(inputs: Ed_Import_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivos para importar`)
};

const pt_br2_ed_import_files = /** @type {(inputs: Ed_Import_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arquivos para importar`)
};

const ja_ed_import_files = /** @type {(inputs: Ed_Import_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`インポートするファイル`)
};

const ar_ed_import_files = /** @type {(inputs: Ed_Import_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الملفات المراد استيرادها`)
};

/**
* | output |
* | --- |
* | "Files to import" |
*
* @param {Ed_Import_FilesInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_import_files = /** @type {((inputs?: Ed_Import_FilesInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Import_FilesInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_import_files(inputs)
	if (locale === "de") return de_ed_import_files(inputs)
	if (locale === "es") return es_ed_import_files(inputs)
	if (locale === "pt-BR") return pt_br2_ed_import_files(inputs)
	if (locale === "ja") return ja_ed_import_files(inputs)
	if (locale === "ar") return ar_ed_import_files(inputs)
	return en_ed_import_files(inputs)
});