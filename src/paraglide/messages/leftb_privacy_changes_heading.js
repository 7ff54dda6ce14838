/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_Privacy_Changes_HeadingInputs */

const en_leftb_privacy_changes_heading = /** @type {(inputs: Leftb_Privacy_Changes_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changes`)
};

const fr_leftb_privacy_changes_heading = /** @type {(inputs: Leftb_Privacy_Changes_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifications`)
};

const de_leftb_privacy_changes_heading = /** @type {(inputs: Leftb_Privacy_Changes_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Änderungen`)
};

const es_leftb_privacy_changes_heading = /** @type {(inputs: Leftb_Privacy_Changes_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambios`)
};

const pt_br2_leftb_privacy_changes_heading = /** @type {(inputs: Leftb_Privacy_Changes_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alterações`)
};

const ja_leftb_privacy_changes_heading = /** @type {(inputs: Leftb_Privacy_Changes_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`変更について`)
};

const ar_leftb_privacy_changes_heading = /** @type {(inputs: Leftb_Privacy_Changes_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`التغييرات`)
};

/**
* | output |
* | --- |
* | "Changes" |
*
* @param {Leftb_Privacy_Changes_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_privacy_changes_heading = /** @type {((inputs?: Leftb_Privacy_Changes_HeadingInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Privacy_Changes_HeadingInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_privacy_changes_heading(inputs)
	if (locale === "de") return de_leftb_privacy_changes_heading(inputs)
	if (locale === "es") return es_leftb_privacy_changes_heading(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_privacy_changes_heading(inputs)
	if (locale === "ja") return ja_leftb_privacy_changes_heading(inputs)
	if (locale === "ar") return ar_leftb_privacy_changes_heading(inputs)
	return en_leftb_privacy_changes_heading(inputs)
});