/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_Terms_Forbidden_OthersInputs */

const en_leftb_terms_forbidden_others = /** @type {(inputs: Leftb_Terms_Forbidden_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publishing other people's work or private information without the right to do so.`)
};

const fr_leftb_terms_forbidden_others = /** @type {(inputs: Leftb_Terms_Forbidden_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La publication du travail d’autrui ou d’informations privées sans en avoir le droit.`)
};

const de_leftb_terms_forbidden_others = /** @type {(inputs: Leftb_Terms_Forbidden_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Werke oder private Informationen anderer zu veröffentlichen, ohne dazu berechtigt zu sein.`)
};

const es_leftb_terms_forbidden_others = /** @type {(inputs: Leftb_Terms_Forbidden_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicar obras ajenas o información privada sin tener derecho a hacerlo.`)
};

const pt_br2_leftb_terms_forbidden_others = /** @type {(inputs: Leftb_Terms_Forbidden_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicar obras ou informações privadas de outras pessoas sem ter o direito de fazê-lo.`)
};

const ja_leftb_terms_forbidden_others = /** @type {(inputs: Leftb_Terms_Forbidden_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`権利なく他人の作品や個人情報を公開すること。`)
};

const ar_leftb_terms_forbidden_others = /** @type {(inputs: Leftb_Terms_Forbidden_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نشر أعمال الآخرين أو معلوماتهم الخاصة دون أن يكون لك الحق في ذلك.`)
};

/**
* | output |
* | --- |
* | "Publishing other people's work or private information without the right to do so." |
*
* @param {Leftb_Terms_Forbidden_OthersInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_terms_forbidden_others = /** @type {((inputs?: Leftb_Terms_Forbidden_OthersInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Terms_Forbidden_OthersInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_terms_forbidden_others(inputs)
	if (locale === "de") return de_leftb_terms_forbidden_others(inputs)
	if (locale === "es") return es_leftb_terms_forbidden_others(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_terms_forbidden_others(inputs)
	if (locale === "ja") return ja_leftb_terms_forbidden_others(inputs)
	if (locale === "ar") return ar_leftb_terms_forbidden_others(inputs)
	return en_leftb_terms_forbidden_others(inputs)
});