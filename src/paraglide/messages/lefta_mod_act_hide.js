/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ subject: NonNullable<unknown> }} Lefta_Mod_Act_HideInputs */

const en_lefta_mod_act_hide = /** @type {(inputs: Lefta_Mod_Act_HideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`hid ${i?.subject}`)
};

const fr_lefta_mod_act_hide = /** @type {(inputs: Lefta_Mod_Act_HideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a masqué ${i?.subject}`)
};

const de_lefta_mod_act_hide = /** @type {(inputs: Lefta_Mod_Act_HideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`hat ${i?.subject} verborgen`)
};

const es_lefta_mod_act_hide = /** @type {(inputs: Lefta_Mod_Act_HideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ocultó ${i?.subject}`)
};

const pt_br2_lefta_mod_act_hide = /** @type {(inputs: Lefta_Mod_Act_HideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ocultou ${i?.subject}`)
};

const ja_lefta_mod_act_hide = /** @type {(inputs: Lefta_Mod_Act_HideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`が ${i?.subject} を非表示にしました`)
};

const ar_lefta_mod_act_hide = /** @type {(inputs: Lefta_Mod_Act_HideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أخفى ${i?.subject}`)
};

/**
* | output |
* | --- |
* | "hid {subject}" |
*
* @param {Lefta_Mod_Act_HideInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_mod_act_hide = /** @type {((inputs: Lefta_Mod_Act_HideInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Mod_Act_HideInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_mod_act_hide(inputs)
	if (locale === "de") return de_lefta_mod_act_hide(inputs)
	if (locale === "es") return es_lefta_mod_act_hide(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_mod_act_hide(inputs)
	if (locale === "ja") return ja_lefta_mod_act_hide(inputs)
	if (locale === "ar") return ar_lefta_mod_act_hide(inputs)
	return en_lefta_mod_act_hide(inputs)
});