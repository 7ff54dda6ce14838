/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fediverse_FromInputs */

const en_fediverse_from = /** @type {(inputs: Fediverse_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From the fediverse:`)
};

const fr_fediverse_from = /** @type {(inputs: Fediverse_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Depuis le fédivers :`)
};

const de_fediverse_from = /** @type {(inputs: Fediverse_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aus dem Fediverse:`)
};

const es_fediverse_from = /** @type {(inputs: Fediverse_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desde el fediverso:`)
};

const pt_br2_fediverse_from = /** @type {(inputs: Fediverse_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Do fediverso:`)
};

const ja_fediverse_from = /** @type {(inputs: Fediverse_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fediverse から：`)
};

const ar_fediverse_from = /** @type {(inputs: Fediverse_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`من الفيديفيرس:`)
};

/**
* | output |
* | --- |
* | "From the fediverse:" |
*
* @param {Fediverse_FromInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const fediverse_from = /** @type {((inputs?: Fediverse_FromInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fediverse_FromInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_fediverse_from(inputs)
	if (locale === "de") return de_fediverse_from(inputs)
	if (locale === "es") return es_fediverse_from(inputs)
	if (locale === "pt-BR") return pt_br2_fediverse_from(inputs)
	if (locale === "ja") return ja_fediverse_from(inputs)
	if (locale === "ar") return ar_fediverse_from(inputs)
	return en_fediverse_from(inputs)
});