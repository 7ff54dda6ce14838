/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Import_ChooseInputs */

const en_ed_import_choose = /** @type {(inputs: Ed_Import_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the files to import`)
};

const fr_ed_import_choose = /** @type {(inputs: Ed_Import_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez les fichiers à importer`)
};

const de_ed_import_choose = /** @type {(inputs: Ed_Import_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wählen Sie die Dateien zum Importieren`)
};

const es_ed_import_choose = /** @type {(inputs: Ed_Import_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige los archivos que quieres importar`)
};

const pt_br2_ed_import_choose = /** @type {(inputs: Ed_Import_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha os arquivos para importar`)
};

const ja_ed_import_choose = /** @type {(inputs: Ed_Import_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`インポートするファイルを選んでください`)
};

const ar_ed_import_choose = /** @type {(inputs: Ed_Import_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اختر الملفات المراد استيرادها`)
};

/**
* | output |
* | --- |
* | "Choose the files to import" |
*
* @param {Ed_Import_ChooseInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_import_choose = /** @type {((inputs?: Ed_Import_ChooseInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Import_ChooseInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_import_choose(inputs)
	if (locale === "de") return de_ed_import_choose(inputs)
	if (locale === "es") return es_ed_import_choose(inputs)
	if (locale === "pt-BR") return pt_br2_ed_import_choose(inputs)
	if (locale === "ja") return ja_ed_import_choose(inputs)
	if (locale === "ar") return ar_ed_import_choose(inputs)
	return en_ed_import_choose(inputs)
});