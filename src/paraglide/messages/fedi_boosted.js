/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fedi_BoostedInputs */

const en_fedi_boosted = /** @type {(inputs: Fedi_BoostedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Boosted`)
};

const fr_fedi_boosted = /** @type {(inputs: Fedi_BoostedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partagé`)
};

const de_fedi_boosted = /** @type {(inputs: Fedi_BoostedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geboostet`)
};

const es_fedi_boosted = /** @type {(inputs: Fedi_BoostedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impulsado`)
};

const pt_br2_fedi_boosted = /** @type {(inputs: Fedi_BoostedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impulsionado`)
};

const ja_fedi_boosted = /** @type {(inputs: Fedi_BoostedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ブースト済み`)
};

const ar_fedi_boosted = /** @type {(inputs: Fedi_BoostedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تم التعزيز`)
};

/**
* | output |
* | --- |
* | "Boosted" |
*
* @param {Fedi_BoostedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const fedi_boosted = /** @type {((inputs?: Fedi_BoostedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fedi_BoostedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_fedi_boosted(inputs)
	if (locale === "de") return de_fedi_boosted(inputs)
	if (locale === "es") return es_fedi_boosted(inputs)
	if (locale === "pt-BR") return pt_br2_fedi_boosted(inputs)
	if (locale === "ja") return ja_fedi_boosted(inputs)
	if (locale === "ar") return ar_fedi_boosted(inputs)
	return en_fedi_boosted(inputs)
});