/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fedi_Looking_UpInputs */

const en_fedi_looking_up = /** @type {(inputs: Fedi_Looking_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Looking them up…`)
};

const fr_fedi_looking_up = /** @type {(inputs: Fedi_Looking_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recherche…`)
};

const de_fedi_looking_up = /** @type {(inputs: Fedi_Looking_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird gesucht…`)
};

const es_fedi_looking_up = /** @type {(inputs: Fedi_Looking_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscando…`)
};

const pt_br2_fedi_looking_up = /** @type {(inputs: Fedi_Looking_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscando…`)
};

const ja_fedi_looking_up = /** @type {(inputs: Fedi_Looking_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`検索中…`)
};

const ar_fedi_looking_up = /** @type {(inputs: Fedi_Looking_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جارٍ البحث…`)
};

/**
* | output |
* | --- |
* | "Looking them up…" |
*
* @param {Fedi_Looking_UpInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const fedi_looking_up = /** @type {((inputs?: Fedi_Looking_UpInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fedi_Looking_UpInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_fedi_looking_up(inputs)
	if (locale === "de") return de_fedi_looking_up(inputs)
	if (locale === "es") return es_fedi_looking_up(inputs)
	if (locale === "pt-BR") return pt_br2_fedi_looking_up(inputs)
	if (locale === "ja") return ja_fedi_looking_up(inputs)
	if (locale === "ar") return ar_fedi_looking_up(inputs)
	return en_fedi_looking_up(inputs)
});