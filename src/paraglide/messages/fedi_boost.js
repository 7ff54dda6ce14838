/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fedi_BoostInputs */

const en_fedi_boost = /** @type {(inputs: Fedi_BoostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Boost`)
};

const fr_fedi_boost = /** @type {(inputs: Fedi_BoostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partager`)
};

const de_fedi_boost = /** @type {(inputs: Fedi_BoostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Boosten`)
};

const es_fedi_boost = /** @type {(inputs: Fedi_BoostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impulsar`)
};

const pt_br2_fedi_boost = /** @type {(inputs: Fedi_BoostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impulsionar`)
};

const ja_fedi_boost = /** @type {(inputs: Fedi_BoostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ブースト`)
};

const ar_fedi_boost = /** @type {(inputs: Fedi_BoostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعزيز`)
};

/**
* | output |
* | --- |
* | "Boost" |
*
* @param {Fedi_BoostInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const fedi_boost = /** @type {((inputs?: Fedi_BoostInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fedi_BoostInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_fedi_boost(inputs)
	if (locale === "de") return de_fedi_boost(inputs)
	if (locale === "es") return es_fedi_boost(inputs)
	if (locale === "pt-BR") return pt_br2_fedi_boost(inputs)
	if (locale === "ja") return ja_fedi_boost(inputs)
	if (locale === "ar") return ar_fedi_boost(inputs)
	return en_fedi_boost(inputs)
});