/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cm_MoreInputs */

const en_cm_more = /** @type {(inputs: Cm_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`More comments`)
};

const fr_cm_more = /** @type {(inputs: Cm_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plus de commentaires`)
};

const de_cm_more = /** @type {(inputs: Cm_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weitere Kommentare`)
};

const es_cm_more = /** @type {(inputs: Cm_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más comentarios`)
};

const pt_br2_cm_more = /** @type {(inputs: Cm_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mais comentários`)
};

const ja_cm_more = /** @type {(inputs: Cm_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`さらにコメントを表示`)
};

const ar_cm_more = /** @type {(inputs: Cm_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مزيد من التعليقات`)
};

/**
* | output |
* | --- |
* | "More comments" |
*
* @param {Cm_MoreInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const cm_more = /** @type {((inputs?: Cm_MoreInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cm_MoreInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_cm_more(inputs)
	if (locale === "de") return de_cm_more(inputs)
	if (locale === "es") return es_cm_more(inputs)
	if (locale === "pt-BR") return pt_br2_cm_more(inputs)
	if (locale === "ja") return ja_cm_more(inputs)
	if (locale === "ar") return ar_cm_more(inputs)
	return en_cm_more(inputs)
});