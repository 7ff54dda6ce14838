/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blocked_NoneInputs */

const en_blocked_none = /** @type {(inputs: Blocked_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have not blocked anyone.`)
};

const fr_blocked_none = /** @type {(inputs: Blocked_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous n’avez bloqué personne.`)
};

const de_blocked_none = /** @type {(inputs: Blocked_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du hast niemanden blockiert.`)
};

const es_blocked_none = /** @type {(inputs: Blocked_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No has bloqueado a nadie.`)
};

const pt_br2_blocked_none = /** @type {(inputs: Blocked_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Você não bloqueou ninguém.`)
};

const ja_blocked_none = /** @type {(inputs: Blocked_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ブロックしている人はいません。`)
};

const ar_blocked_none = /** @type {(inputs: Blocked_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لم تحظر أحدًا.`)
};

/**
* | output |
* | --- |
* | "You have not blocked anyone." |
*
* @param {Blocked_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const blocked_none = /** @type {((inputs?: Blocked_NoneInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blocked_NoneInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_blocked_none(inputs)
	if (locale === "de") return de_blocked_none(inputs)
	if (locale === "es") return es_blocked_none(inputs)
	if (locale === "pt-BR") return pt_br2_blocked_none(inputs)
	if (locale === "ja") return ja_blocked_none(inputs)
	if (locale === "ar") return ar_blocked_none(inputs)
	return en_blocked_none(inputs)
});