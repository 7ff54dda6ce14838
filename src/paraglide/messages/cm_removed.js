/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cm_RemovedInputs */

const en_cm_removed = /** @type {(inputs: Cm_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment removed`)
};

const fr_cm_removed = /** @type {(inputs: Cm_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commentaire retiré`)
};

const de_cm_removed = /** @type {(inputs: Cm_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kommentar entfernt`)
};

const es_cm_removed = /** @type {(inputs: Cm_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comentario retirado`)
};

const pt_br2_cm_removed = /** @type {(inputs: Cm_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comentário removido`)
};

const ja_cm_removed = /** @type {(inputs: Cm_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`コメントを非表示にしました`)
};

const ar_cm_removed = /** @type {(inputs: Cm_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُزيل التعليق`)
};

/**
* | output |
* | --- |
* | "Comment removed" |
*
* @param {Cm_RemovedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const cm_removed = /** @type {((inputs?: Cm_RemovedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cm_RemovedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cm_removed(inputs)
	if (locale === "de") return de_cm_removed(inputs)
	if (locale === "es") return es_cm_removed(inputs)
	if (locale === "pt-BR") return pt_br2_cm_removed(inputs)
	if (locale === "ja") return ja_cm_removed(inputs)
	if (locale === "ar") return ar_cm_removed(inputs)
	return en_cm_removed(inputs)
});