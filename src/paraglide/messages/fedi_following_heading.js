/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown> }} Fedi_Following_HeadingInputs */

const en_fedi_following_heading = /** @type {(inputs: Fedi_Following_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Following (${i?.n})`)
};

const fr_fedi_following_heading = /** @type {(inputs: Fedi_Following_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abonnements (${i?.n})`)
};

const de_fedi_following_heading = /** @type {(inputs: Fedi_Following_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gefolgt (${i?.n})`)
};

const es_fedi_following_heading = /** @type {(inputs: Fedi_Following_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Siguiendo (${i?.n})`)
};

const pt_br2_fedi_following_heading = /** @type {(inputs: Fedi_Following_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seguindo (${i?.n})`)
};

const ja_fedi_following_heading = /** @type {(inputs: Fedi_Following_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`フォロー中（${i?.n}）`)
};

const ar_fedi_following_heading = /** @type {(inputs: Fedi_Following_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تتابعهم (${i?.n})`)
};

/**
* | output |
* | --- |
* | "Following ({n})" |
*
* @param {Fedi_Following_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const fedi_following_heading = /** @type {((inputs: Fedi_Following_HeadingInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fedi_Following_HeadingInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_fedi_following_heading(inputs)
	if (locale === "de") return de_fedi_following_heading(inputs)
	if (locale === "es") return es_fedi_following_heading(inputs)
	if (locale === "pt-BR") return pt_br2_fedi_following_heading(inputs)
	if (locale === "ja") return ja_fedi_following_heading(inputs)
	if (locale === "ar") return ar_fedi_following_heading(inputs)
	return en_fedi_following_heading(inputs)
});