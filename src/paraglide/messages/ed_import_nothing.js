/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Import_NothingInputs */

const en_ed_import_nothing = /** @type {(inputs: Ed_Import_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing was imported`)
};

const fr_ed_import_nothing = /** @type {(inputs: Ed_Import_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien n’a été importé`)
};

const de_ed_import_nothing = /** @type {(inputs: Ed_Import_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nichts wurde importiert`)
};

const es_ed_import_nothing = /** @type {(inputs: Ed_Import_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se importó nada`)
};

const pt_br2_ed_import_nothing = /** @type {(inputs: Ed_Import_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nada foi importado`)
};

const ja_ed_import_nothing = /** @type {(inputs: Ed_Import_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`何もインポートされませんでした`)
};

const ar_ed_import_nothing = /** @type {(inputs: Ed_Import_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يُستورد شيء`)
};

/**
* | output |
* | --- |
* | "Nothing was imported" |
*
* @param {Ed_Import_NothingInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_import_nothing = /** @type {((inputs?: Ed_Import_NothingInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Import_NothingInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_import_nothing(inputs)
	if (locale === "de") return de_ed_import_nothing(inputs)
	if (locale === "es") return es_ed_import_nothing(inputs)
	if (locale === "pt-BR") return pt_br2_ed_import_nothing(inputs)
	if (locale === "ja") return ja_ed_import_nothing(inputs)
	if (locale === "ar") return ar_ed_import_nothing(inputs)
	return en_ed_import_nothing(inputs)
});