/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_Privacy_Cookies_HeadingInputs */

const en_leftb_privacy_cookies_heading = /** @type {(inputs: Leftb_Privacy_Cookies_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cookies and local storage`)
};

const fr_leftb_privacy_cookies_heading = /** @type {(inputs: Leftb_Privacy_Cookies_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cookies et stockage local`)
};

const de_leftb_privacy_cookies_heading = /** @type {(inputs: Leftb_Privacy_Cookies_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cookies und lokaler Speicher`)
};

const es_leftb_privacy_cookies_heading = /** @type {(inputs: Leftb_Privacy_Cookies_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cookies y almacenamiento local`)
};

const pt_br2_leftb_privacy_cookies_heading = /** @type {(inputs: Leftb_Privacy_Cookies_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cookies e armazenamento local`)
};

const ja_leftb_privacy_cookies_heading = /** @type {(inputs: Leftb_Privacy_Cookies_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cookieとローカルストレージ`)
};

const ar_leftb_privacy_cookies_heading = /** @type {(inputs: Leftb_Privacy_Cookies_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ملفات تعريف الارتباط والتخزين المحلي`)
};

/**
* | output |
* | --- |
* | "Cookies and local storage" |
*
* @param {Leftb_Privacy_Cookies_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_privacy_cookies_heading = /** @type {((inputs?: Leftb_Privacy_Cookies_HeadingInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Privacy_Cookies_HeadingInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_privacy_cookies_heading(inputs)
	if (locale === "de") return de_leftb_privacy_cookies_heading(inputs)
	if (locale === "es") return es_leftb_privacy_cookies_heading(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_privacy_cookies_heading(inputs)
	if (locale === "ja") return ja_leftb_privacy_cookies_heading(inputs)
	if (locale === "ar") return ar_leftb_privacy_cookies_heading(inputs)
	return en_leftb_privacy_cookies_heading(inputs)
});