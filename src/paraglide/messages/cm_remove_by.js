/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Cm_Remove_ByInputs */

const en_cm_remove_by = /** @type {(inputs: Cm_Remove_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` the comment by ${i?.name}`)
};

const fr_cm_remove_by = /** @type {(inputs: Cm_Remove_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` le commentaire de ${i?.name}`)
};

const de_cm_remove_by = /** @type {(inputs: Cm_Remove_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` den Kommentar von ${i?.name}`)
};

const es_cm_remove_by = /** @type {(inputs: Cm_Remove_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` el comentario de ${i?.name}`)
};

const pt_br2_cm_remove_by = /** @type {(inputs: Cm_Remove_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` o comentário de ${i?.name}`)
};

const ja_cm_remove_by = /** @type {(inputs: Cm_Remove_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(${i?.name}さんのコメント)`)
};

const ar_cm_remove_by = /** @type {(inputs: Cm_Remove_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` تعليق ${i?.name}`)
};

/**
* | output |
* | --- |
* | "the comment by {name}" |
*
* @param {Cm_Remove_ByInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const cm_remove_by = /** @type {((inputs: Cm_Remove_ByInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cm_Remove_ByInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cm_remove_by(inputs)
	if (locale === "de") return de_cm_remove_by(inputs)
	if (locale === "es") return es_cm_remove_by(inputs)
	if (locale === "pt-BR") return pt_br2_cm_remove_by(inputs)
	if (locale === "ja") return ja_cm_remove_by(inputs)
	if (locale === "ar") return ar_cm_remove_by(inputs)
	return en_cm_remove_by(inputs)
});