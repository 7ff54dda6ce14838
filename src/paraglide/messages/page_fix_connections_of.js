/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Page_Fix_Connections_OfInputs */

const en_page_fix_connections_of = /** @type {(inputs: Page_Fix_Connections_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: connections`)
};

const fr_page_fix_connections_of = /** @type {(inputs: Page_Fix_Connections_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} : relations`)
};

const de_page_fix_connections_of = /** @type {(inputs: Page_Fix_Connections_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: Verbindungen`)
};

const es_page_fix_connections_of = /** @type {(inputs: Page_Fix_Connections_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: conexiones`)
};

const pt_br2_page_fix_connections_of = /** @type {(inputs: Page_Fix_Connections_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: conexões`)
};

const ja_page_fix_connections_of = /** @type {(inputs: Page_Fix_Connections_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} のつながり`)
};

const ar_page_fix_connections_of = /** @type {(inputs: Page_Fix_Connections_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: العلاقات`)
};

/**
* | output |
* | --- |
* | "{name}: connections" |
*
* @param {Page_Fix_Connections_OfInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const page_fix_connections_of = /** @type {((inputs: Page_Fix_Connections_OfInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Fix_Connections_OfInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_page_fix_connections_of(inputs)
	if (locale === "de") return de_page_fix_connections_of(inputs)
	if (locale === "es") return es_page_fix_connections_of(inputs)
	if (locale === "pt-BR") return pt_br2_page_fix_connections_of(inputs)
	if (locale === "ja") return ja_page_fix_connections_of(inputs)
	if (locale === "ar") return ar_page_fix_connections_of(inputs)
	return en_page_fix_connections_of(inputs)
});