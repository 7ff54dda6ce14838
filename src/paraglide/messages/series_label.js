/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Series_LabelInputs */

const en_series_label = /** @type {(inputs: Series_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Series: ${i?.title}`)
};

const fr_series_label = /** @type {(inputs: Series_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Série : ${i?.title}`)
};

const de_series_label = /** @type {(inputs: Series_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Serie: ${i?.title}`)
};

const es_series_label = /** @type {(inputs: Series_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Serie: ${i?.title}`)
};

const pt_br2_series_label = /** @type {(inputs: Series_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Série: ${i?.title}`)
};

const ja_series_label = /** @type {(inputs: Series_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`シリーズ：${i?.title}`)
};

const ar_series_label = /** @type {(inputs: Series_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`السلسلة: ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Series: {title}" |
*
* @param {Series_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const series_label = /** @type {((inputs: Series_LabelInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Series_LabelInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_series_label(inputs)
	if (locale === "de") return de_series_label(inputs)
	if (locale === "es") return es_series_label(inputs)
	if (locale === "pt-BR") return pt_br2_series_label(inputs)
	if (locale === "ja") return ja_series_label(inputs)
	if (locale === "ar") return ar_series_label(inputs)
	return en_series_label(inputs)
});