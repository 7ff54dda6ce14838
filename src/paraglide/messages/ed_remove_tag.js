/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ tag: NonNullable<unknown> }} Ed_Remove_TagInputs */

const en_ed_remove_tag = /** @type {(inputs: Ed_Remove_TagInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove tag ${i?.tag}`)
};

const fr_ed_remove_tag = /** @type {(inputs: Ed_Remove_TagInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retirer le tag ${i?.tag}`)
};

const de_ed_remove_tag = /** @type {(inputs: Ed_Remove_TagInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tag ${i?.tag} entfernen`)
};

const es_ed_remove_tag = /** @type {(inputs: Ed_Remove_TagInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quitar la etiqueta ${i?.tag}`)
};

const pt_br2_ed_remove_tag = /** @type {(inputs: Ed_Remove_TagInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remover a tag ${i?.tag}`)
};

const ja_ed_remove_tag = /** @type {(inputs: Ed_Remove_TagInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`タグ ${i?.tag} を削除`)
};

const ar_ed_remove_tag = /** @type {(inputs: Ed_Remove_TagInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`إزالة الوسم ${i?.tag}`)
};

/**
* | output |
* | --- |
* | "Remove tag {tag}" |
*
* @param {Ed_Remove_TagInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_remove_tag = /** @type {((inputs: Ed_Remove_TagInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Remove_TagInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_remove_tag(inputs)
	if (locale === "de") return de_ed_remove_tag(inputs)
	if (locale === "es") return es_ed_remove_tag(inputs)
	if (locale === "pt-BR") return pt_br2_ed_remove_tag(inputs)
	if (locale === "ja") return ja_ed_remove_tag(inputs)
	if (locale === "ar") return ar_ed_remove_tag(inputs)
	return en_ed_remove_tag(inputs)
});