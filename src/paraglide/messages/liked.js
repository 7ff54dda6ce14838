/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} LikedInputs */

const en_liked = /** @type {(inputs: LikedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Liked`)
};

const fr_liked = /** @type {(inputs: LikedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aimé`)
};

const de_liked = /** @type {(inputs: LikedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gefällt dir`)
};

const es_liked = /** @type {(inputs: LikedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Te gusta`)
};

const pt_br2_liked = /** @type {(inputs: LikedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Curtido`)
};

const ja_liked = /** @type {(inputs: LikedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`いいね済み`)
};

const ar_liked = /** @type {(inputs: LikedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أُعجبت به`)
};

/**
* | output |
* | --- |
* | "Liked" |
*
* @param {LikedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const liked = /** @type {((inputs?: LikedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<LikedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_liked(inputs)
	if (locale === "de") return de_liked(inputs)
	if (locale === "es") return es_liked(inputs)
	if (locale === "pt-BR") return pt_br2_liked(inputs)
	if (locale === "ja") return ja_liked(inputs)
	if (locale === "ar") return ar_liked(inputs)
	return en_liked(inputs)
});