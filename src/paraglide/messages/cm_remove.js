/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cm_RemoveInputs */

const en_cm_remove = /** @type {(inputs: Cm_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

const fr_cm_remove = /** @type {(inputs: Cm_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer`)
};

const de_cm_remove = /** @type {(inputs: Cm_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entfernen`)
};

const es_cm_remove = /** @type {(inputs: Cm_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirar`)
};

const pt_br2_cm_remove = /** @type {(inputs: Cm_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remover`)
};

const ja_cm_remove = /** @type {(inputs: Cm_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`非表示にする`)
};

const ar_cm_remove = /** @type {(inputs: Cm_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إزالة`)
};

/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Cm_RemoveInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const cm_remove = /** @type {((inputs?: Cm_RemoveInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cm_RemoveInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cm_remove(inputs)
	if (locale === "de") return de_cm_remove(inputs)
	if (locale === "es") return es_cm_remove(inputs)
	if (locale === "pt-BR") return pt_br2_cm_remove(inputs)
	if (locale === "ja") return ja_cm_remove(inputs)
	if (locale === "ar") return ar_cm_remove(inputs)
	return en_cm_remove(inputs)
});