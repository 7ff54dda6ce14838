/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Coauthor_RemoveInputs */

const en_ed_coauthor_remove = /** @type {(inputs: Ed_Coauthor_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

const fr_ed_coauthor_remove = /** @type {(inputs: Ed_Coauthor_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer`)
};

const de_ed_coauthor_remove = /** @type {(inputs: Ed_Coauthor_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entfernen`)
};

const es_ed_coauthor_remove = /** @type {(inputs: Ed_Coauthor_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitar`)
};

const pt_br2_ed_coauthor_remove = /** @type {(inputs: Ed_Coauthor_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remover`)
};

const ja_ed_coauthor_remove = /** @type {(inputs: Ed_Coauthor_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`外す`)
};

const ar_ed_coauthor_remove = /** @type {(inputs: Ed_Coauthor_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أزِل`)
};

/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Ed_Coauthor_RemoveInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_coauthor_remove = /** @type {((inputs?: Ed_Coauthor_RemoveInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Coauthor_RemoveInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_coauthor_remove(inputs)
	if (locale === "de") return de_ed_coauthor_remove(inputs)
	if (locale === "es") return es_ed_coauthor_remove(inputs)
	if (locale === "pt-BR") return pt_br2_ed_coauthor_remove(inputs)
	if (locale === "ja") return ja_ed_coauthor_remove(inputs)
	if (locale === "ar") return ar_ed_coauthor_remove(inputs)
	return en_ed_coauthor_remove(inputs)
});