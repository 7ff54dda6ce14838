/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lefta_Bad_PagingInputs */

const en_lefta_bad_paging = /** @type {(inputs: Lefta_Bad_PagingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bad paging`)
};

const fr_lefta_bad_paging = /** @type {(inputs: Lefta_Bad_PagingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagination incorrecte`)
};

const de_lefta_bad_paging = /** @type {(inputs: Lefta_Bad_PagingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungültige Seitenangabe`)
};

const es_lefta_bad_paging = /** @type {(inputs: Lefta_Bad_PagingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paginación incorrecta`)
};

const pt_br2_lefta_bad_paging = /** @type {(inputs: Lefta_Bad_PagingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paginação inválida`)
};

const ja_lefta_bad_paging = /** @type {(inputs: Lefta_Bad_PagingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ページ指定が正しくありません`)
};

const ar_lefta_bad_paging = /** @type {(inputs: Lefta_Bad_PagingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ترقيم صفحات غير صالح`)
};

/**
* | output |
* | --- |
* | "Bad paging" |
*
* @param {Lefta_Bad_PagingInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const lefta_bad_paging = /** @type {((inputs?: Lefta_Bad_PagingInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lefta_Bad_PagingInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_lefta_bad_paging(inputs)
	if (locale === "de") return de_lefta_bad_paging(inputs)
	if (locale === "es") return es_lefta_bad_paging(inputs)
	if (locale === "pt-BR") return pt_br2_lefta_bad_paging(inputs)
	if (locale === "ja") return ja_lefta_bad_paging(inputs)
	if (locale === "ar") return ar_lefta_bad_paging(inputs)
	return en_lefta_bad_paging(inputs)
});