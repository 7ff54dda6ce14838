/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Rich_To_FixInputs */

const en_rich_to_fix = /** @type {(inputs: Rich_To_FixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(${i?.count} to fix)`)
};

const fr_rich_to_fix = /** @type {(inputs: Rich_To_FixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(${i?.count} à corriger)`)
};

const de_rich_to_fix = /** @type {(inputs: Rich_To_FixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(${i?.count} zu beheben)`)
};

const es_rich_to_fix = /** @type {(inputs: Rich_To_FixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(${i?.count} por corregir)`)
};

const pt_br2_rich_to_fix = /** @type {(inputs: Rich_To_FixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(${i?.count} a corrigir)`)
};

const ja_rich_to_fix = /** @type {(inputs: Rich_To_FixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`（要修正 ${i?.count} 件）`)
};

const ar_rich_to_fix = /** @type {(inputs: Rich_To_FixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(${i?.count} للتصحيح)`)
};

/**
* | output |
* | --- |
* | "({count} to fix)" |
*
* @param {Rich_To_FixInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const rich_to_fix = /** @type {((inputs: Rich_To_FixInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rich_To_FixInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_rich_to_fix(inputs)
	if (locale === "de") return de_rich_to_fix(inputs)
	if (locale === "es") return es_rich_to_fix(inputs)
	if (locale === "pt-BR") return pt_br2_rich_to_fix(inputs)
	if (locale === "ja") return ja_rich_to_fix(inputs)
	if (locale === "ar") return ar_rich_to_fix(inputs)
	return en_rich_to_fix(inputs)
});