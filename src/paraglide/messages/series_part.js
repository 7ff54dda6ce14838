/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown>, total: NonNullable<unknown> }} Series_PartInputs */

const en_series_part = /** @type {(inputs: Series_PartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Part ${i?.n} of ${i?.total} in `)
};

const fr_series_part = /** @type {(inputs: Series_PartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Partie ${i?.n} sur ${i?.total} de `)
};

const de_series_part = /** @type {(inputs: Series_PartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Teil ${i?.n} von ${i?.total} aus `)
};

const es_series_part = /** @type {(inputs: Series_PartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Parte ${i?.n} de ${i?.total} de `)
};

const pt_br2_series_part = /** @type {(inputs: Series_PartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Parte ${i?.n} de ${i?.total} de `)
};

const ja_series_part = /** @type {(inputs: Series_PartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`全${i?.total}回中の第${i?.n}回：`)
};

const ar_series_part = /** @type {(inputs: Series_PartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الجزء ${i?.n} من ${i?.total} في `)
};

/**
* | output |
* | --- |
* | "Part {n} of {total} in" |
*
* @param {Series_PartInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const series_part = /** @type {((inputs: Series_PartInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Series_PartInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_series_part(inputs)
	if (locale === "de") return de_series_part(inputs)
	if (locale === "es") return es_series_part(inputs)
	if (locale === "pt-BR") return pt_br2_series_part(inputs)
	if (locale === "ja") return ja_series_part(inputs)
	if (locale === "ar") return ar_series_part(inputs)
	return en_series_part(inputs)
});