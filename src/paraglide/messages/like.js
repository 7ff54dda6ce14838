/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} LikeInputs */

const en_like = /** @type {(inputs: LikeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Like`)
};

const fr_like = /** @type {(inputs: LikeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`J’aime`)
};

const de_like = /** @type {(inputs: LikeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gefällt mir`)
};

const es_like = /** @type {(inputs: LikeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Me gusta`)
};

const pt_br2_like = /** @type {(inputs: LikeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Curtir`)
};

const ja_like = /** @type {(inputs: LikeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`いいね`)
};

const ar_like = /** @type {(inputs: LikeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أعجبني`)
};

/**
* | output |
* | --- |
* | "Like" |
*
* @param {LikeInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const like = /** @type {((inputs?: LikeInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<LikeInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_like(inputs)
	if (locale === "de") return de_like(inputs)
	if (locale === "es") return es_like(inputs)
	if (locale === "pt-BR") return pt_br2_like(inputs)
	if (locale === "ja") return ja_like(inputs)
	if (locale === "ar") return ar_like(inputs)
	return en_like(inputs)
});