/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, username: NonNullable<unknown> }} Lefta_Mod_ByInputs */

const en_lefta_mod_by = /** @type {(inputs: Lefta_Mod_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`by ${i?.name} @${i?.username}`)
};

const fr_lefta_mod_by = /** @type {(inputs: Lefta_Mod_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`par ${i?.name} @${i?.username}`)
};

const de_lefta_mod_by = /** @type {(inputs: Lefta_Mod_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`von ${i?.name} @${i?.username}`)
};

const es_lefta_mod_by = /** @type {(inputs: Lefta_Mod_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`por ${i?.name} @${i?.username}`)
};

const pt_br2_lefta_mod_by = /** @type {(inputs: Lefta_Mod_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`por ${i?.name} @${i?.username}`)
};

const ja_lefta_mod_by = /** @type {(inputs: Lefta_Mod_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} @${i?.username} による`)
};

const ar_lefta_mod_by = /** @type {(inputs: Lefta_Mod_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`بقلم ${i?.name} @${i?.username}`)
};

/**
* | output |
* | --- |
* | "by {name} @{username}" |
*
* @param {Lefta_Mod_ByInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_mod_by = /** @type {((inputs: Lefta_Mod_ByInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Mod_ByInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_mod_by(inputs)
	if (locale === "de") return de_lefta_mod_by(inputs)
	if (locale === "es") return es_lefta_mod_by(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_mod_by(inputs)
	if (locale === "ja") return ja_lefta_mod_by(inputs)
	if (locale === "ar") return ar_lefta_mod_by(inputs)
	return en_lefta_mod_by(inputs)
});