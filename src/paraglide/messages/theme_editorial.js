/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Theme_EditorialInputs */

const en_theme_editorial = /** @type {(inputs: Theme_EditorialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editorial`)
};

const fr_theme_editorial = /** @type {(inputs: Theme_EditorialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Éditorial`)
};

const de_theme_editorial = /** @type {(inputs: Theme_EditorialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Redaktionell`)
};

const es_theme_editorial = /** @type {(inputs: Theme_EditorialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editorial`)
};

const pt_br2_theme_editorial = /** @type {(inputs: Theme_EditorialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editorial`)
};

const ja_theme_editorial = /** @type {(inputs: Theme_EditorialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`エディトリアル`)
};

const ar_theme_editorial = /** @type {(inputs: Theme_EditorialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تحريري`)
};

/**
* | output |
* | --- |
* | "Editorial" |
*
* @param {Theme_EditorialInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const theme_editorial = /** @type {((inputs?: Theme_EditorialInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Theme_EditorialInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_theme_editorial(inputs)
	if (locale === "de") return de_theme_editorial(inputs)
	if (locale === "es") return es_theme_editorial(inputs)
	if (locale === "pt-BR") return pt_br2_theme_editorial(inputs)
	if (locale === "ja") return ja_theme_editorial(inputs)
	if (locale === "ar") return ar_theme_editorial(inputs)
	return en_theme_editorial(inputs)
});