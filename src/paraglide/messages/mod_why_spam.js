/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mod_Why_SpamInputs */

const en_mod_why_spam = /** @type {(inputs: Mod_Why_SpamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spam`)
};

const fr_mod_why_spam = /** @type {(inputs: Mod_Why_SpamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spam`)
};

const de_mod_why_spam = /** @type {(inputs: Mod_Why_SpamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spam`)
};

const es_mod_why_spam = /** @type {(inputs: Mod_Why_SpamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spam`)
};

const pt_br2_mod_why_spam = /** @type {(inputs: Mod_Why_SpamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spam`)
};

const ja_mod_why_spam = /** @type {(inputs: Mod_Why_SpamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`スパム`)
};

const ar_mod_why_spam = /** @type {(inputs: Mod_Why_SpamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رسائل مزعجة`)
};

/**
* | output |
* | --- |
* | "Spam" |
*
* @param {Mod_Why_SpamInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const mod_why_spam = /** @type {((inputs?: Mod_Why_SpamInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mod_Why_SpamInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_mod_why_spam(inputs)
	if (locale === "de") return de_mod_why_spam(inputs)
	if (locale === "es") return es_mod_why_spam(inputs)
	if (locale === "pt-BR") return pt_br2_mod_why_spam(inputs)
	if (locale === "ja") return ja_mod_why_spam(inputs)
	if (locale === "ar") return ar_mod_why_spam(inputs)
	return en_mod_why_spam(inputs)
});