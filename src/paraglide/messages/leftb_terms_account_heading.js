/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_Terms_Account_HeadingInputs */

const en_leftb_terms_account_heading = /** @type {(inputs: Leftb_Terms_Account_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account`)
};

const fr_leftb_terms_account_heading = /** @type {(inputs: Leftb_Terms_Account_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte`)
};

const de_leftb_terms_account_heading = /** @type {(inputs: Leftb_Terms_Account_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Konto`)
};

const es_leftb_terms_account_heading = /** @type {(inputs: Leftb_Terms_Account_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu cuenta`)
};

const pt_br2_leftb_terms_account_heading = /** @type {(inputs: Leftb_Terms_Account_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sua conta`)
};

const ja_leftb_terms_account_heading = /** @type {(inputs: Leftb_Terms_Account_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`アカウント`)
};

const ar_leftb_terms_account_heading = /** @type {(inputs: Leftb_Terms_Account_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حسابك`)
};

/**
* | output |
* | --- |
* | "Your account" |
*
* @param {Leftb_Terms_Account_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_terms_account_heading = /** @type {((inputs?: Leftb_Terms_Account_HeadingInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Terms_Account_HeadingInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_terms_account_heading(inputs)
	if (locale === "de") return de_leftb_terms_account_heading(inputs)
	if (locale === "es") return es_leftb_terms_account_heading(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_terms_account_heading(inputs)
	if (locale === "ja") return ja_leftb_terms_account_heading(inputs)
	if (locale === "ar") return ar_leftb_terms_account_heading(inputs)
	return en_leftb_terms_account_heading(inputs)
});