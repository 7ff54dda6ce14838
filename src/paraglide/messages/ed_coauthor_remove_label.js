/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Ed_Coauthor_Remove_LabelInputs */

const en_ed_coauthor_remove_label = /** @type {(inputs: Ed_Coauthor_Remove_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.name}`)
};

const fr_ed_coauthor_remove_label = /** @type {(inputs: Ed_Coauthor_Remove_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retirer ${i?.name}`)
};

const de_ed_coauthor_remove_label = /** @type {(inputs: Ed_Coauthor_Remove_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} entfernen`)
};

const es_ed_coauthor_remove_label = /** @type {(inputs: Ed_Coauthor_Remove_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quitar a ${i?.name}`)
};

const pt_br2_ed_coauthor_remove_label = /** @type {(inputs: Ed_Coauthor_Remove_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remover ${i?.name}`)
};

const ja_ed_coauthor_remove_label = /** @type {(inputs: Ed_Coauthor_Remove_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} を外す`)
};

const ar_ed_coauthor_remove_label = /** @type {(inputs: Ed_Coauthor_Remove_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أزِل ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Remove {name}" |
*
* @param {Ed_Coauthor_Remove_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const ed_coauthor_remove_label = /** @type {((inputs: Ed_Coauthor_Remove_LabelInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ed_Coauthor_Remove_LabelInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_ed_coauthor_remove_label(inputs)
	if (locale === "de") return de_ed_coauthor_remove_label(inputs)
	if (locale === "es") return es_ed_coauthor_remove_label(inputs)
	if (locale === "pt-BR") return pt_br2_ed_coauthor_remove_label(inputs)
	if (locale === "ja") return ja_ed_coauthor_remove_label(inputs)
	if (locale === "ar") return ar_ed_coauthor_remove_label(inputs)
	return en_ed_coauthor_remove_label(inputs)
});