/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Add_CoverInputs */

const en_ed_add_cover = /** @type {(inputs: Ed_Add_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a cover`)
};

const fr_ed_add_cover = /** @type {(inputs: Ed_Add_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter une couverture`)
};

const de_ed_add_cover = /** @type {(inputs: Ed_Add_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Titelbild hinzufügen`)
};

const es_ed_add_cover = /** @type {(inputs: Ed_Add_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir una portada`)
};

const pt_br2_ed_add_cover = /** @type {(inputs: Ed_Add_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adicionar uma capa`)
};

const ja_ed_add_cover = /** @type {(inputs: Ed_Add_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`カバーを追加`)
};

const ar_ed_add_cover = /** @type {(inputs: Ed_Add_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إضافة غلاف`)
};

/**
* | output |
* | --- |
* | "Add a cover" |
*
* @param {Ed_Add_CoverInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_add_cover = /** @type {((inputs?: Ed_Add_CoverInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Add_CoverInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_add_cover(inputs)
	if (locale === "de") return de_ed_add_cover(inputs)
	if (locale === "es") return es_ed_add_cover(inputs)
	if (locale === "pt-BR") return pt_br2_ed_add_cover(inputs)
	if (locale === "ja") return ja_ed_add_cover(inputs)
	if (locale === "ar") return ar_ed_add_cover(inputs)
	return en_ed_add_cover(inputs)
});