/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Imported_As_DraftsInputs */

const en_ed_imported_as_drafts = /** @type {(inputs: Ed_Imported_As_DraftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imported as drafts:`)
};

const fr_ed_imported_as_drafts = /** @type {(inputs: Ed_Imported_As_DraftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importées en brouillons :`)
};

const de_ed_imported_as_drafts = /** @type {(inputs: Ed_Imported_As_DraftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Als Entwürfe importiert:`)
};

const es_ed_imported_as_drafts = /** @type {(inputs: Ed_Imported_As_DraftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importadas como borradores:`)
};

const pt_br2_ed_imported_as_drafts = /** @type {(inputs: Ed_Imported_As_DraftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importadas como rascunhos:`)
};

const ja_ed_imported_as_drafts = /** @type {(inputs: Ed_Imported_As_DraftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`下書きとしてインポート：`)
};

const ar_ed_imported_as_drafts = /** @type {(inputs: Ed_Imported_As_DraftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استُوردت كمسودات:`)
};

/**
* | output |
* | --- |
* | "Imported as drafts:" |
*
* @param {Ed_Imported_As_DraftsInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_imported_as_drafts = /** @type {((inputs?: Ed_Imported_As_DraftsInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Imported_As_DraftsInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_imported_as_drafts(inputs)
	if (locale === "de") return de_ed_imported_as_drafts(inputs)
	if (locale === "es") return es_ed_imported_as_drafts(inputs)
	if (locale === "pt-BR") return pt_br2_ed_imported_as_drafts(inputs)
	if (locale === "ja") return ja_ed_imported_as_drafts(inputs)
	if (locale === "ar") return ar_ed_imported_as_drafts(inputs)
	return en_ed_imported_as_drafts(inputs)
});