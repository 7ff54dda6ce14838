/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ total: NonNullable<unknown> }} Series_OfInputs */

const en_series_of = /** @type {(inputs: Series_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A series of ${i?.total}: `)
};

const fr_series_of = /** @type {(inputs: Series_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Une série de ${i?.total} : `)
};

const de_series_of = /** @type {(inputs: Series_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eine Serie aus ${i?.total}: `)
};

const es_series_of = /** @type {(inputs: Series_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Una serie de ${i?.total}: `)
};

const pt_br2_series_of = /** @type {(inputs: Series_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uma série de ${i?.total}: `)
};

const ja_series_of = /** @type {(inputs: Series_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`全${i?.total}回のシリーズ：`)
};

const ar_series_of = /** @type {(inputs: Series_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`سلسلة من ${i?.total}: `)
};

/**
* | output |
* | --- |
* | "A series of {total}:" |
*
* @param {Series_OfInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const series_of = /** @type {((inputs: Series_OfInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Series_OfInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_series_of(inputs)
	if (locale === "de") return de_series_of(inputs)
	if (locale === "es") return es_series_of(inputs)
	if (locale === "pt-BR") return pt_br2_series_of(inputs)
	if (locale === "ja") return ja_series_of(inputs)
	if (locale === "ar") return ar_series_of(inputs)
	return en_series_of(inputs)
});