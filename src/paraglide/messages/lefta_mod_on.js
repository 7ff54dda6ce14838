/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Lefta_Mod_OnInputs */

const en_lefta_mod_on = /** @type {(inputs: Lefta_Mod_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`on ${i?.title}`)
};

const fr_lefta_mod_on = /** @type {(inputs: Lefta_Mod_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`sur ${i?.title}`)
};

const de_lefta_mod_on = /** @type {(inputs: Lefta_Mod_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`zu ${i?.title}`)
};

const es_lefta_mod_on = /** @type {(inputs: Lefta_Mod_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`en ${i?.title}`)
};

const pt_br2_lefta_mod_on = /** @type {(inputs: Lefta_Mod_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`em ${i?.title}`)
};

const ja_lefta_mod_on = /** @type {(inputs: Lefta_Mod_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} へのコメント`)
};

const ar_lefta_mod_on = /** @type {(inputs: Lefta_Mod_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`على ${i?.title}`)
};

/**
* | output |
* | --- |
* | "on {title}" |
*
* @param {Lefta_Mod_OnInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_mod_on = /** @type {((inputs: Lefta_Mod_OnInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Mod_OnInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_mod_on(inputs)
	if (locale === "de") return de_lefta_mod_on(inputs)
	if (locale === "es") return es_lefta_mod_on(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_mod_on(inputs)
	if (locale === "ja") return ja_lefta_mod_on(inputs)
	if (locale === "ar") return ar_lefta_mod_on(inputs)
	return en_lefta_mod_on(inputs)
});