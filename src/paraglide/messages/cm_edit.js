/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cm_EditInputs */

const en_cm_edit = /** @type {(inputs: Cm_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit`)
};

const fr_cm_edit = /** @type {(inputs: Cm_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier`)
};

const de_cm_edit = /** @type {(inputs: Cm_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bearbeiten`)
};

const es_cm_edit = /** @type {(inputs: Cm_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar`)
};

const pt_br2_cm_edit = /** @type {(inputs: Cm_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar`)
};

const ja_cm_edit = /** @type {(inputs: Cm_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`編集`)
};

const ar_cm_edit = /** @type {(inputs: Cm_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعديل`)
};

/**
* | output |
* | --- |
* | "Edit" |
*
* @param {Cm_EditInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const cm_edit = /** @type {((inputs?: Cm_EditInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cm_EditInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cm_edit(inputs)
	if (locale === "de") return de_cm_edit(inputs)
	if (locale === "es") return es_cm_edit(inputs)
	if (locale === "pt-BR") return pt_br2_cm_edit(inputs)
	if (locale === "ja") return ja_cm_edit(inputs)
	if (locale === "ar") return ar_cm_edit(inputs)
	return en_cm_edit(inputs)
});