/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_Privacy_Store_HeadingInputs */

const en_leftb_privacy_store_heading = /** @type {(inputs: Leftb_Privacy_Store_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What we store`)
};

const fr_leftb_privacy_store_heading = /** @type {(inputs: Leftb_Privacy_Store_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que nous conservons`)
};

const de_leftb_privacy_store_heading = /** @type {(inputs: Leftb_Privacy_Store_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Was wir speichern`)
};

const es_leftb_privacy_store_heading = /** @type {(inputs: Leftb_Privacy_Store_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qué guardamos`)
};

const pt_br2_leftb_privacy_store_heading = /** @type {(inputs: Leftb_Privacy_Store_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O que guardamos`)
};

const ja_leftb_privacy_store_heading = /** @type {(inputs: Leftb_Privacy_Store_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保存する情報`)
};

const ar_leftb_privacy_store_heading = /** @type {(inputs: Leftb_Privacy_Store_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ما نحفظه`)
};

/**
* | output |
* | --- |
* | "What we store" |
*
* @param {Leftb_Privacy_Store_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_privacy_store_heading = /** @type {((inputs?: Leftb_Privacy_Store_HeadingInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Privacy_Store_HeadingInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_privacy_store_heading(inputs)
	if (locale === "de") return de_leftb_privacy_store_heading(inputs)
	if (locale === "es") return es_leftb_privacy_store_heading(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_privacy_store_heading(inputs)
	if (locale === "ja") return ja_leftb_privacy_store_heading(inputs)
	if (locale === "ar") return ar_leftb_privacy_store_heading(inputs)
	return en_leftb_privacy_store_heading(inputs)
});