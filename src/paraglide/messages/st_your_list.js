/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} St_Your_ListInputs */

const en_st_your_list = /** @type {(inputs: St_Your_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your list`)
};

const fr_st_your_list = /** @type {(inputs: St_Your_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre liste`)
};

const de_st_your_list = /** @type {(inputs: St_Your_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Liste`)
};

const es_st_your_list = /** @type {(inputs: St_Your_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu lista`)
};

const pt_br2_st_your_list = /** @type {(inputs: St_Your_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sua lista`)
};

const ja_st_your_list = /** @type {(inputs: St_Your_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`あなたのリスト`)
};

const ar_st_your_list = /** @type {(inputs: St_Your_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`قائمتك`)
};

/**
* | output |
* | --- |
* | "Your list" |
*
* @param {St_Your_ListInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const st_your_list = /** @type {((inputs?: St_Your_ListInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<St_Your_ListInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_st_your_list(inputs)
	if (locale === "de") return de_st_your_list(inputs)
	if (locale === "es") return es_st_your_list(inputs)
	if (locale === "pt-BR") return pt_br2_st_your_list(inputs)
	if (locale === "ja") return ja_st_your_list(inputs)
	if (locale === "ar") return ar_st_your_list(inputs)
	return en_st_your_list(inputs)
});