/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_Privacy_Rights_HeadingInputs */

const en_leftb_privacy_rights_heading = /** @type {(inputs: Leftb_Privacy_Rights_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your rights`)
};

const fr_leftb_privacy_rights_heading = /** @type {(inputs: Leftb_Privacy_Rights_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos droits`)
};

const de_leftb_privacy_rights_heading = /** @type {(inputs: Leftb_Privacy_Rights_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Rechte`)
};

const es_leftb_privacy_rights_heading = /** @type {(inputs: Leftb_Privacy_Rights_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus derechos`)
};

const pt_br2_leftb_privacy_rights_heading = /** @type {(inputs: Leftb_Privacy_Rights_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seus direitos`)
};

const ja_leftb_privacy_rights_heading = /** @type {(inputs: Leftb_Privacy_Rights_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`あなたの権利`)
};

const ar_leftb_privacy_rights_heading = /** @type {(inputs: Leftb_Privacy_Rights_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حقوقك`)
};

/**
* | output |
* | --- |
* | "Your rights" |
*
* @param {Leftb_Privacy_Rights_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_privacy_rights_heading = /** @type {((inputs?: Leftb_Privacy_Rights_HeadingInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Privacy_Rights_HeadingInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_privacy_rights_heading(inputs)
	if (locale === "de") return de_leftb_privacy_rights_heading(inputs)
	if (locale === "es") return es_leftb_privacy_rights_heading(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_privacy_rights_heading(inputs)
	if (locale === "ja") return ja_leftb_privacy_rights_heading(inputs)
	if (locale === "ar") return ar_leftb_privacy_rights_heading(inputs)
	return en_leftb_privacy_rights_heading(inputs)
});