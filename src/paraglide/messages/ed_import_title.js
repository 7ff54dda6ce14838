/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Import_TitleInputs */

const en_ed_import_title = /** @type {(inputs: Ed_Import_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Import stories`)
};

const fr_ed_import_title = /** @type {(inputs: Ed_Import_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importer des histoires`)
};

const de_ed_import_title = /** @type {(inputs: Ed_Import_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geschichten importieren`)
};

const es_ed_import_title = /** @type {(inputs: Ed_Import_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importar historias`)
};

const pt_br2_ed_import_title = /** @type {(inputs: Ed_Import_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importar histórias`)
};

const ja_ed_import_title = /** @type {(inputs: Ed_Import_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ストーリーをインポート`)
};

const ar_ed_import_title = /** @type {(inputs: Ed_Import_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استورد قصصًا`)
};

/**
* | output |
* | --- |
* | "Import stories" |
*
* @param {Ed_Import_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_import_title = /** @type {((inputs?: Ed_Import_TitleInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Import_TitleInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_import_title(inputs)
	if (locale === "de") return de_ed_import_title(inputs)
	if (locale === "es") return es_ed_import_title(inputs)
	if (locale === "pt-BR") return pt_br2_ed_import_title(inputs)
	if (locale === "ja") return ja_ed_import_title(inputs)
	if (locale === "ar") return ar_ed_import_title(inputs)
	return en_ed_import_title(inputs)
});