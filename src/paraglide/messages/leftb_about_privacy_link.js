/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_About_Privacy_LinkInputs */

const en_leftb_about_privacy_link = /** @type {(inputs: Leftb_About_Privacy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`privacy policy`)
};

const fr_leftb_about_privacy_link = /** @type {(inputs: Leftb_About_Privacy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`politique de confidentialité`)
};

const de_leftb_about_privacy_link = /** @type {(inputs: Leftb_About_Privacy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datenschutzerklärung`)
};

const es_leftb_about_privacy_link = /** @type {(inputs: Leftb_About_Privacy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`política de privacidad`)
};

const pt_br2_leftb_about_privacy_link = /** @type {(inputs: Leftb_About_Privacy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`política de privacidade`)
};

const ja_leftb_about_privacy_link = /** @type {(inputs: Leftb_About_Privacy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`プライバシーポリシー`)
};

const ar_leftb_about_privacy_link = /** @type {(inputs: Leftb_About_Privacy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سياسة الخصوصية`)
};

/**
* | output |
* | --- |
* | "privacy policy" |
*
* @param {Leftb_About_Privacy_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_about_privacy_link = /** @type {((inputs?: Leftb_About_Privacy_LinkInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_About_Privacy_LinkInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_about_privacy_link(inputs)
	if (locale === "de") return de_leftb_about_privacy_link(inputs)
	if (locale === "es") return es_leftb_about_privacy_link(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_about_privacy_link(inputs)
	if (locale === "ja") return ja_leftb_about_privacy_link(inputs)
	if (locale === "ar") return ar_leftb_about_privacy_link(inputs)
	return en_leftb_about_privacy_link(inputs)
});