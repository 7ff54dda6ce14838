/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_Privacy_Visibility_HeadingInputs */

const en_leftb_privacy_visibility_heading = /** @type {(inputs: Leftb_Privacy_Visibility_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who can see what`)
};

const fr_leftb_privacy_visibility_heading = /** @type {(inputs: Leftb_Privacy_Visibility_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qui voit quoi`)
};

const de_leftb_privacy_visibility_heading = /** @type {(inputs: Leftb_Privacy_Visibility_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wer was sehen kann`)
};

const es_leftb_privacy_visibility_heading = /** @type {(inputs: Leftb_Privacy_Visibility_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quién puede ver qué`)
};

const pt_br2_leftb_privacy_visibility_heading = /** @type {(inputs: Leftb_Privacy_Visibility_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quem pode ver o quê`)
};

const ja_leftb_privacy_visibility_heading = /** @type {(inputs: Leftb_Privacy_Visibility_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`誰が何を見られるか`)
};

const ar_leftb_privacy_visibility_heading = /** @type {(inputs: Leftb_Privacy_Visibility_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`من يستطيع رؤية ماذا`)
};

/**
* | output |
* | --- |
* | "Who can see what" |
*
* @param {Leftb_Privacy_Visibility_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_privacy_visibility_heading = /** @type {((inputs?: Leftb_Privacy_Visibility_HeadingInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Privacy_Visibility_HeadingInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_privacy_visibility_heading(inputs)
	if (locale === "de") return de_leftb_privacy_visibility_heading(inputs)
	if (locale === "es") return es_leftb_privacy_visibility_heading(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_privacy_visibility_heading(inputs)
	if (locale === "ja") return ja_leftb_privacy_visibility_heading(inputs)
	if (locale === "ar") return ar_leftb_privacy_visibility_heading(inputs)
	return en_leftb_privacy_visibility_heading(inputs)
});