/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ site: NonNullable<unknown> }} Leftb_Terms_IntroInputs */

const en_leftb_terms_intro = /** @type {(inputs: Leftb_Terms_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`By using ${i?.site} you agree to these terms. They are short on purpose; please read them.`)
};

const fr_leftb_terms_intro = /** @type {(inputs: Leftb_Terms_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En utilisant ${i?.site}, vous acceptez ces conditions. Elles sont volontairement courtes ; prenez le temps de les lire.`)
};

const de_leftb_terms_intro = /** @type {(inputs: Leftb_Terms_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Indem Sie ${i?.site} nutzen, stimmen Sie diesen Bedingungen zu. Sie sind bewusst kurz gehalten; bitte lesen Sie sie.`)
};

const es_leftb_terms_intro = /** @type {(inputs: Leftb_Terms_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Al usar ${i?.site} aceptas estos términos. Son breves a propósito; léelos, por favor.`)
};

const pt_br2_leftb_terms_intro = /** @type {(inputs: Leftb_Terms_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ao usar ${i?.site}, você concorda com estes termos. Eles são curtos de propósito; leia-os, por favor.`)
};

const ja_leftb_terms_intro = /** @type {(inputs: Leftb_Terms_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site}を利用することで、あなたはこの規約に同意したものとみなされます。あえて短くしてありますので、ぜひお読みください。`)
};

const ar_leftb_terms_intro = /** @type {(inputs: Leftb_Terms_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`باستخدامك ${i?.site} فإنك توافق على هذه الشروط. جعلناها قصيرة عن قصد؛ فنرجو أن تقرأها.`)
};

/**
* | output |
* | --- |
* | "By using {site} you agree to these terms. They are short on purpose; please read them." |
*
* @param {Leftb_Terms_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_terms_intro = /** @type {((inputs: Leftb_Terms_IntroInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Terms_IntroInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_terms_intro(inputs)
	if (locale === "de") return de_leftb_terms_intro(inputs)
	if (locale === "es") return es_leftb_terms_intro(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_terms_intro(inputs)
	if (locale === "ja") return ja_leftb_terms_intro(inputs)
	if (locale === "ar") return ar_leftb_terms_intro(inputs)
	return en_leftb_terms_intro(inputs)
});