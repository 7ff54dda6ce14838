/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Series_CreatedInputs */

const en_page_fix_series_created = /** @type {(inputs: Page_Fix_Series_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Series created`)
};

const fr_page_fix_series_created = /** @type {(inputs: Page_Fix_Series_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Série créée`)
};

const de_page_fix_series_created = /** @type {(inputs: Page_Fix_Series_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reihe erstellt`)
};

const es_page_fix_series_created = /** @type {(inputs: Page_Fix_Series_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Serie creada`)
};

const pt_br2_page_fix_series_created = /** @type {(inputs: Page_Fix_Series_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Série criada`)
};

const ja_page_fix_series_created = /** @type {(inputs: Page_Fix_Series_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`シリーズを作成しました`)
};

const ar_page_fix_series_created = /** @type {(inputs: Page_Fix_Series_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُنشئت السلسلة`)
};

/**
* | output |
* | --- |
* | "Series created" |
*
* @param {Page_Fix_Series_CreatedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_series_created = /** @type {((inputs?: Page_Fix_Series_CreatedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Series_CreatedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_series_created(inputs)
	if (locale === "de") return de_page_fix_series_created(inputs)
	if (locale === "es") return es_page_fix_series_created(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_series_created(inputs)
	if (locale === "ja") return ja_page_fix_series_created(inputs)
	if (locale === "ar") return ar_page_fix_series_created(inputs)
	return en_page_fix_series_created(inputs)
});