/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_Privacy_TitleInputs */

const en_leftb_privacy_title = /** @type {(inputs: Leftb_Privacy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy policy`)
};

const fr_leftb_privacy_title = /** @type {(inputs: Leftb_Privacy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Politique de confidentialité`)
};

const de_leftb_privacy_title = /** @type {(inputs: Leftb_Privacy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datenschutzerklärung`)
};

const es_leftb_privacy_title = /** @type {(inputs: Leftb_Privacy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Política de privacidad`)
};

const pt_br2_leftb_privacy_title = /** @type {(inputs: Leftb_Privacy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Política de privacidade`)
};

const ja_leftb_privacy_title = /** @type {(inputs: Leftb_Privacy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`プライバシーポリシー`)
};

const ar_leftb_privacy_title = /** @type {(inputs: Leftb_Privacy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سياسة الخصوصية`)
};

/**
* | output |
* | --- |
* | "Privacy policy" |
*
* @param {Leftb_Privacy_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_privacy_title = /** @type {((inputs?: Leftb_Privacy_TitleInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Privacy_TitleInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_privacy_title(inputs)
	if (locale === "de") return de_leftb_privacy_title(inputs)
	if (locale === "es") return es_leftb_privacy_title(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_privacy_title(inputs)
	if (locale === "ja") return ja_leftb_privacy_title(inputs)
	if (locale === "ar") return ar_leftb_privacy_title(inputs)
	return en_leftb_privacy_title(inputs)
});