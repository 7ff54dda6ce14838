/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_Terms_TitleInputs */

const en_leftb_terms_title = /** @type {(inputs: Leftb_Terms_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terms and conditions`)
};

const fr_leftb_terms_title = /** @type {(inputs: Leftb_Terms_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conditions générales d’utilisation`)
};

const de_leftb_terms_title = /** @type {(inputs: Leftb_Terms_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nutzungsbedingungen`)
};

const es_leftb_terms_title = /** @type {(inputs: Leftb_Terms_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Términos y condiciones`)
};

const pt_br2_leftb_terms_title = /** @type {(inputs: Leftb_Terms_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Termos e condições`)
};

const ja_leftb_terms_title = /** @type {(inputs: Leftb_Terms_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`利用規約`)
};

const ar_leftb_terms_title = /** @type {(inputs: Leftb_Terms_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الشروط والأحكام`)
};

/**
* | output |
* | --- |
* | "Terms and conditions" |
*
* @param {Leftb_Terms_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_terms_title = /** @type {((inputs?: Leftb_Terms_TitleInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Terms_TitleInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_terms_title(inputs)
	if (locale === "de") return de_leftb_terms_title(inputs)
	if (locale === "es") return es_leftb_terms_title(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_terms_title(inputs)
	if (locale === "ja") return ja_leftb_terms_title(inputs)
	if (locale === "ar") return ar_leftb_terms_title(inputs)
	return en_leftb_terms_title(inputs)
});