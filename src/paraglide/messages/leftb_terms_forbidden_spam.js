/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_Terms_Forbidden_SpamInputs */

const en_leftb_terms_forbidden_spam = /** @type {(inputs: Leftb_Terms_Forbidden_SpamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spam, scams, and misleading others about who you are.`)
};

const fr_leftb_terms_forbidden_spam = /** @type {(inputs: Leftb_Terms_Forbidden_SpamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le spam, les escroqueries et le fait de tromper les autres sur votre identité.`)
};

const de_leftb_terms_forbidden_spam = /** @type {(inputs: Leftb_Terms_Forbidden_SpamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spam, Betrug und andere über Ihre Identität zu täuschen.`)
};

const es_leftb_terms_forbidden_spam = /** @type {(inputs: Leftb_Terms_Forbidden_SpamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El spam, las estafas y engañar a otros sobre quién eres.`)
};

const pt_br2_leftb_terms_forbidden_spam = /** @type {(inputs: Leftb_Terms_Forbidden_SpamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spam, golpes e enganar outras pessoas sobre quem você é.`)
};

const ja_leftb_terms_forbidden_spam = /** @type {(inputs: Leftb_Terms_Forbidden_SpamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`スパム、詐欺、自分が誰であるかについて他人を欺くこと。`)
};

const ar_leftb_terms_forbidden_spam = /** @type {(inputs: Leftb_Terms_Forbidden_SpamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الرسائل المزعجة والاحتيال وتضليل الآخرين بشأن هويتك.`)
};

/**
* | output |
* | --- |
* | "Spam, scams, and misleading others about who you are." |
*
* @param {Leftb_Terms_Forbidden_SpamInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_terms_forbidden_spam = /** @type {((inputs?: Leftb_Terms_Forbidden_SpamInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Terms_Forbidden_SpamInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_terms_forbidden_spam(inputs)
	if (locale === "de") return de_leftb_terms_forbidden_spam(inputs)
	if (locale === "es") return es_leftb_terms_forbidden_spam(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_terms_forbidden_spam(inputs)
	if (locale === "ja") return ja_leftb_terms_forbidden_spam(inputs)
	if (locale === "ar") return ar_leftb_terms_forbidden_spam(inputs)
	return en_leftb_terms_forbidden_spam(inputs)
});