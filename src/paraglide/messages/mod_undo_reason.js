/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mod_Undo_ReasonInputs */

const en_mod_undo_reason = /** @type {(inputs: Mod_Undo_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why undo it`)
};

const fr_mod_undo_reason = /** @type {(inputs: Mod_Undo_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pourquoi l’annuler`)
};

const de_mod_undo_reason = /** @type {(inputs: Mod_Undo_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warum rückgängig machen`)
};

const es_mod_undo_reason = /** @type {(inputs: Mod_Undo_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por qué deshacerlo`)
};

const pt_br2_mod_undo_reason = /** @type {(inputs: Mod_Undo_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por que desfazer`)
};

const ja_mod_undo_reason = /** @type {(inputs: Mod_Undo_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`取り消す理由`)
};

const ar_mod_undo_reason = /** @type {(inputs: Mod_Undo_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سبب التراجع`)
};

/**
* | output |
* | --- |
* | "Why undo it" |
*
* @param {Mod_Undo_ReasonInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mod_undo_reason = /** @type {((inputs?: Mod_Undo_ReasonInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mod_Undo_ReasonInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mod_undo_reason(inputs)
	if (locale === "de") return de_mod_undo_reason(inputs)
	if (locale === "es") return es_mod_undo_reason(inputs)
	if (locale === "pt-BR") return pt_br2_mod_undo_reason(inputs)
	if (locale === "ja") return ja_mod_undo_reason(inputs)
	if (locale === "ar") return ar_mod_undo_reason(inputs)
	return en_mod_undo_reason(inputs)
});