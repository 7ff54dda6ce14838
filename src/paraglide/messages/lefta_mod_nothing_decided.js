/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Mod_Nothing_DecidedInputs */

const en_lefta_mod_nothing_decided = /** @type {(inputs: Lefta_Mod_Nothing_DecidedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing decided yet.`)
};

const fr_lefta_mod_nothing_decided = /** @type {(inputs: Lefta_Mod_Nothing_DecidedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune décision pour l’instant.`)
};

const de_lefta_mod_nothing_decided = /** @type {(inputs: Lefta_Mod_Nothing_DecidedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch nichts entschieden.`)
};

const es_lefta_mod_nothing_decided = /** @type {(inputs: Lefta_Mod_Nothing_DecidedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no se ha decidido nada.`)
};

const pt_br2_lefta_mod_nothing_decided = /** @type {(inputs: Lefta_Mod_Nothing_DecidedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nada decidido ainda.`)
};

const ja_lefta_mod_nothing_decided = /** @type {(inputs: Lefta_Mod_Nothing_DecidedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`まだ何も決定されていません。`)
};

const ar_lefta_mod_nothing_decided = /** @type {(inputs: Lefta_Mod_Nothing_DecidedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم يُتخذ أي قرار بعد.`)
};

/**
* | output |
* | --- |
* | "Nothing decided yet." |
*
* @param {Lefta_Mod_Nothing_DecidedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_mod_nothing_decided = /** @type {((inputs?: Lefta_Mod_Nothing_DecidedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Mod_Nothing_DecidedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_mod_nothing_decided(inputs)
	if (locale === "de") return de_lefta_mod_nothing_decided(inputs)
	if (locale === "es") return es_lefta_mod_nothing_decided(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_mod_nothing_decided(inputs)
	if (locale === "ja") return ja_lefta_mod_nothing_decided(inputs)
	if (locale === "ar") return ar_lefta_mod_nothing_decided(inputs)
	return en_lefta_mod_nothing_decided(inputs)
});