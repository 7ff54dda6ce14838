/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Fix_Series_CreateInputs */

const en_page_fix_series_create = /** @type {(inputs: Page_Fix_Series_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create the series`)
};

const fr_page_fix_series_create = /** @type {(inputs: Page_Fix_Series_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer la série`)
};

const de_page_fix_series_create = /** @type {(inputs: Page_Fix_Series_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reihe erstellen`)
};

const es_page_fix_series_create = /** @type {(inputs: Page_Fix_Series_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crear la serie`)
};

const pt_br2_page_fix_series_create = /** @type {(inputs: Page_Fix_Series_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Criar a série`)
};

const ja_page_fix_series_create = /** @type {(inputs: Page_Fix_Series_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`シリーズを作成`)
};

const ar_page_fix_series_create = /** @type {(inputs: Page_Fix_Series_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إنشاء السلسلة`)
};

/**
* | output |
* | --- |
* | "Create the series" |
*
* @param {Page_Fix_Series_CreateInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_series_create = /** @type {((inputs?: Page_Fix_Series_CreateInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Series_CreateInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_series_create(inputs)
	if (locale === "de") return de_page_fix_series_create(inputs)
	if (locale === "es") return es_page_fix_series_create(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_series_create(inputs)
	if (locale === "ja") return ja_page_fix_series_create(inputs)
	if (locale === "ar") return ar_page_fix_series_create(inputs)
	return en_page_fix_series_create(inputs)
});