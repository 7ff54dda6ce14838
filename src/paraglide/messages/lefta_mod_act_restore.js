/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ subject: NonNullable<unknown> }} Lefta_Mod_Act_RestoreInputs */

const en_lefta_mod_act_restore = /** @type {(inputs: Lefta_Mod_Act_RestoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`showed again ${i?.subject}`)
};

const fr_lefta_mod_act_restore = /** @type {(inputs: Lefta_Mod_Act_RestoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a de nouveau affiché ${i?.subject}`)
};

const de_lefta_mod_act_restore = /** @type {(inputs: Lefta_Mod_Act_RestoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`hat ${i?.subject} wieder angezeigt`)
};

const es_lefta_mod_act_restore = /** @type {(inputs: Lefta_Mod_Act_RestoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`volvió a mostrar ${i?.subject}`)
};

const pt_br2_lefta_mod_act_restore = /** @type {(inputs: Lefta_Mod_Act_RestoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`voltou a mostrar ${i?.subject}`)
};

const ja_lefta_mod_act_restore = /** @type {(inputs: Lefta_Mod_Act_RestoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`が ${i?.subject} を再表示しました`)
};

const ar_lefta_mod_act_restore = /** @type {(inputs: Lefta_Mod_Act_RestoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`أعاد إظهار ${i?.subject}`)
};

/**
* | output |
* | --- |
* | "showed again {subject}" |
*
* @param {Lefta_Mod_Act_RestoreInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_mod_act_restore = /** @type {((inputs: Lefta_Mod_Act_RestoreInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Mod_Act_RestoreInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_mod_act_restore(inputs)
	if (locale === "de") return de_lefta_mod_act_restore(inputs)
	if (locale === "es") return es_lefta_mod_act_restore(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_mod_act_restore(inputs)
	if (locale === "ja") return ja_lefta_mod_act_restore(inputs)
	if (locale === "ar") return ar_lefta_mod_act_restore(inputs)
	return en_lefta_mod_act_restore(inputs)
});