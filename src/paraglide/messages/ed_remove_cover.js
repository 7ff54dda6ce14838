/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Remove_CoverInputs */

const en_ed_remove_cover = /** @type {(inputs: Ed_Remove_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove cover`)
};

const fr_ed_remove_cover = /** @type {(inputs: Ed_Remove_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer la couverture`)
};

const de_ed_remove_cover = /** @type {(inputs: Ed_Remove_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Titelbild entfernen`)
};

const es_ed_remove_cover = /** @type {(inputs: Ed_Remove_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitar portada`)
};

const pt_br2_ed_remove_cover = /** @type {(inputs: Ed_Remove_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remover capa`)
};

const ja_ed_remove_cover = /** @type {(inputs: Ed_Remove_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`カバーを削除`)
};

const ar_ed_remove_cover = /** @type {(inputs: Ed_Remove_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إزالة الغلاف`)
};

/**
* | output |
* | --- |
* | "Remove cover" |
*
* @param {Ed_Remove_CoverInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_remove_cover = /** @type {((inputs?: Ed_Remove_CoverInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Remove_CoverInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_remove_cover(inputs)
	if (locale === "de") return de_ed_remove_cover(inputs)
	if (locale === "es") return es_ed_remove_cover(inputs)
	if (locale === "pt-BR") return pt_br2_ed_remove_cover(inputs)
	if (locale === "ja") return ja_ed_remove_cover(inputs)
	if (locale === "ar") return ar_ed_remove_cover(inputs)
	return en_ed_remove_cover(inputs)
});