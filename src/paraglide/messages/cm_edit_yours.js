/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cm_Edit_YoursInputs */

const en_cm_edit_yours = /** @type {(inputs: Cm_Edit_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit your comment`)
};

const fr_cm_edit_yours = /** @type {(inputs: Cm_Edit_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier votre commentaire`)
};

const de_cm_edit_yours = /** @type {(inputs: Cm_Edit_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihren Kommentar bearbeiten`)
};

const es_cm_edit_yours = /** @type {(inputs: Cm_Edit_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar tu comentario`)
};

const pt_br2_cm_edit_yours = /** @type {(inputs: Cm_Edit_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar seu comentário`)
};

const ja_cm_edit_yours = /** @type {(inputs: Cm_Edit_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`コメントを編集`)
};

const ar_cm_edit_yours = /** @type {(inputs: Cm_Edit_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عدّل تعليقك`)
};

/**
* | output |
* | --- |
* | "Edit your comment" |
*
* @param {Cm_Edit_YoursInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const cm_edit_yours = /** @type {((inputs?: Cm_Edit_YoursInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cm_Edit_YoursInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cm_edit_yours(inputs)
	if (locale === "de") return de_cm_edit_yours(inputs)
	if (locale === "es") return es_cm_edit_yours(inputs)
	if (locale === "pt-BR") return pt_br2_cm_edit_yours(inputs)
	if (locale === "ja") return ja_cm_edit_yours(inputs)
	if (locale === "ar") return ar_cm_edit_yours(inputs)
	return en_cm_edit_yours(inputs)
});