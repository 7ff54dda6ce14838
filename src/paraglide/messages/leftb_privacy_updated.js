/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Leftb_Privacy_UpdatedInputs */

const en_leftb_privacy_updated = /** @type {(inputs: Leftb_Privacy_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`21 November 2026`)
};

const fr_leftb_privacy_updated = /** @type {(inputs: Leftb_Privacy_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`21 novembre 2026`)
};

const de_leftb_privacy_updated = /** @type {(inputs: Leftb_Privacy_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`21. November 2026`)
};

const es_leftb_privacy_updated = /** @type {(inputs: Leftb_Privacy_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`21 de noviembre de 2026`)
};

const pt_br2_leftb_privacy_updated = /** @type {(inputs: Leftb_Privacy_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`21 de novembro de 2026`)
};

const ja_leftb_privacy_updated = /** @type {(inputs: Leftb_Privacy_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2026年11月21日`)
};

const ar_leftb_privacy_updated = /** @type {(inputs: Leftb_Privacy_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`21 نوفمبر 2026`)
};

/**
* | output |
* | --- |
* | "21 November 2026" |
*
* @param {Leftb_Privacy_UpdatedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const leftb_privacy_updated = /** @type {((inputs?: Leftb_Privacy_UpdatedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Leftb_Privacy_UpdatedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_leftb_privacy_updated(inputs)
	if (locale === "de") return de_leftb_privacy_updated(inputs)
	if (locale === "es") return es_leftb_privacy_updated(inputs)
	if (locale === "pt-BR") return pt_br2_leftb_privacy_updated(inputs)
	if (locale === "ja") return ja_leftb_privacy_updated(inputs)
	if (locale === "ar") return ar_leftb_privacy_updated(inputs)
	return en_leftb_privacy_updated(inputs)
});