/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ed_Change_CoverInputs */

const en_ed_change_cover = /** @type {(inputs: Ed_Change_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change cover`)
};

const fr_ed_change_cover = /** @type {(inputs: Ed_Change_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changer la couverture`)
};

const de_ed_change_cover = /** @type {(inputs: Ed_Change_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Titelbild ändern`)
};

const es_ed_change_cover = /** @type {(inputs: Ed_Change_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiar portada`)
};

const pt_br2_ed_change_cover = /** @type {(inputs: Ed_Change_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trocar capa`)
};

const ja_ed_change_cover = /** @type {(inputs: Ed_Change_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`カバーを変更`)
};

const ar_ed_change_cover = /** @type {(inputs: Ed_Change_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تغيير الغلاف`)
};

/**
* | output |
* | --- |
* | "Change cover" |
*
* @param {Ed_Change_CoverInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_change_cover = /** @type {((inputs?: Ed_Change_CoverInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Change_CoverInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_change_cover(inputs)
	if (locale === "de") return de_ed_change_cover(inputs)
	if (locale === "es") return es_ed_change_cover(inputs)
	if (locale === "pt-BR") return pt_br2_ed_change_cover(inputs)
	if (locale === "ja") return ja_ed_change_cover(inputs)
	if (locale === "ar") return ar_ed_change_cover(inputs)
	return en_ed_change_cover(inputs)
});