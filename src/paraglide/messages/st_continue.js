/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} St_ContinueInputs */

const en_st_continue = /** @type {(inputs: St_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue`)
};

const fr_st_continue = /** @type {(inputs: St_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuer`)
};

const de_st_continue = /** @type {(inputs: St_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weiter`)
};

const es_st_continue = /** @type {(inputs: St_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuar`)
};

const pt_br2_st_continue = /** @type {(inputs: St_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuar`)
};

const ja_st_continue = /** @type {(inputs: St_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`続ける`)
};

const ar_st_continue = /** @type {(inputs: St_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`متابعة`)
};

/**
* | output |
* | --- |
* | "Continue" |
*
* @param {St_ContinueInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const st_continue = /** @type {((inputs?: St_ContinueInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<St_ContinueInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_st_continue(inputs)
	if (locale === "de") return de_st_continue(inputs)
	if (locale === "es") return es_st_continue(inputs)
	if (locale === "pt-BR") return pt_br2_st_continue(inputs)
	if (locale === "ja") return ja_st_continue(inputs)
	if (locale === "ar") return ar_st_continue(inputs)
	return en_st_continue(inputs)
});