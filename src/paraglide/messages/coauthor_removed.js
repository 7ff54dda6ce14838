/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Coauthor_RemovedInputs */

const en_coauthor_removed = /** @type {(inputs: Coauthor_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} removed`)
};

const fr_coauthor_removed = /** @type {(inputs: Coauthor_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} a été retiré·e`)
};

const de_coauthor_removed = /** @type {(inputs: Coauthor_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} entfernt`)
};

const es_coauthor_removed = /** @type {(inputs: Coauthor_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} eliminado`)
};

const pt_br2_coauthor_removed = /** @type {(inputs: Coauthor_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} removido`)
};

const ja_coauthor_removed = /** @type {(inputs: Coauthor_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} さんを外しました`)
};

const ar_coauthor_removed = /** @type {(inputs: Coauthor_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أُزيل ${i?.name}`)
};

/**
* | output |
* | --- |
* | "{name} removed" |
*
* @param {Coauthor_RemovedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const coauthor_removed = /** @type {((inputs: Coauthor_RemovedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coauthor_RemovedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_coauthor_removed(inputs)
	if (locale === "de") return de_coauthor_removed(inputs)
	if (locale === "es") return es_coauthor_removed(inputs)
	if (locale === "pt-BR") return pt_br2_coauthor_removed(inputs)
	if (locale === "ja") return ja_coauthor_removed(inputs)
	if (locale === "ar") return ar_coauthor_removed(inputs)
	return en_coauthor_removed(inputs)
});