/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Load_MoreInputs */

const en_load_more = /** @type {(inputs: Load_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Load more`)
};

const fr_load_more = /** @type {(inputs: Load_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher plus`)
};

const de_load_more = /** @type {(inputs: Load_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mehr laden`)
};

const es_load_more = /** @type {(inputs: Load_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargar más`)
};

const pt_br2_load_more = /** @type {(inputs: Load_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carregar mais`)
};

const ja_load_more = /** @type {(inputs: Load_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`もっと見る`)
};

const ar_load_more = /** @type {(inputs: Load_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تحميل المزيد`)
};

/**
* | output |
* | --- |
* | "Load more" |
*
* @param {Load_MoreInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const load_more = /** @type {((inputs?: Load_MoreInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Load_MoreInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_load_more(inputs)
	if (locale === "de") return de_load_more(inputs)
	if (locale === "es") return es_load_more(inputs)
	if (locale === "pt-BR") return pt_br2_load_more(inputs)
	if (locale === "ja") return ja_load_more(inputs)
	if (locale === "ar") return ar_load_more(inputs)
	return en_load_more(inputs)
});