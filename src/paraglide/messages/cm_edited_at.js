/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Cm_Edited_AtInputs */

const en_cm_edited_at = /** @type {(inputs: Cm_Edited_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Edited ${i?.when}`)
};

const fr_cm_edited_at = /** @type {(inputs: Cm_Edited_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Modifié le ${i?.when}`)
};

const de_cm_edited_at = /** @type {(inputs: Cm_Edited_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bearbeitet am ${i?.when}`)
};

const es_cm_edited_at = /** @type {(inputs: Cm_Edited_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Editado el ${i?.when}`)
};

const pt_br2_cm_edited_at = /** @type {(inputs: Cm_Edited_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Editado em ${i?.when}`)
};

const ja_cm_edited_at = /** @type {(inputs: Cm_Edited_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when}に編集`)
};

const ar_cm_edited_at = /** @type {(inputs: Cm_Edited_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`عُدّل في ${i?.when}`)
};

/**
* | output |
* | --- |
* | "Edited {when}" |
*
* @param {Cm_Edited_AtInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const cm_edited_at = /** @type {((inputs: Cm_Edited_AtInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cm_Edited_AtInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cm_edited_at(inputs)
	if (locale === "de") return de_cm_edited_at(inputs)
	if (locale === "es") return es_cm_edited_at(inputs)
	if (locale === "pt-BR") return pt_br2_cm_edited_at(inputs)
	if (locale === "ja") return ja_cm_edited_at(inputs)
	if (locale === "ar") return ar_cm_edited_at(inputs)
	return en_cm_edited_at(inputs)
});