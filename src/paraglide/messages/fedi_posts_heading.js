/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fedi_Posts_HeadingInputs */

const en_fedi_posts_heading = /** @type {(inputs: Fedi_Posts_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Their posts`)
};

const fr_fedi_posts_heading = /** @type {(inputs: Fedi_Posts_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leurs publications`)
};

const de_fedi_posts_heading = /** @type {(inputs: Fedi_Posts_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Beiträge`)
};

const es_fedi_posts_heading = /** @type {(inputs: Fedi_Posts_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sus publicaciones`)
};

const pt_br2_fedi_posts_heading = /** @type {(inputs: Fedi_Posts_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicações`)
};

const ja_fedi_posts_heading = /** @type {(inputs: Fedi_Posts_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`投稿`)
};

const ar_fedi_posts_heading = /** @type {(inputs: Fedi_Posts_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`منشوراتهم`)
};

/**
* | output |
* | --- |
* | "Their posts" |
*
* @param {Fedi_Posts_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const fedi_posts_heading = /** @type {((inputs?: Fedi_Posts_HeadingInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fedi_Posts_HeadingInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_fedi_posts_heading(inputs)
	if (locale === "de") return de_fedi_posts_heading(inputs)
	if (locale === "es") return es_fedi_posts_heading(inputs)
	if (locale === "pt-BR") return pt_br2_fedi_posts_heading(inputs)
	if (locale === "ja") return ja_fedi_posts_heading(inputs)
	if (locale === "ar") return ar_fedi_posts_heading(inputs)
	return en_fedi_posts_heading(inputs)
});