/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fedi_Posts_NoneInputs */

const en_fedi_posts_none = /** @type {(inputs: Fedi_Posts_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Public posts of the people you follow elsewhere appear here as they write them.`)
};

const fr_fedi_posts_none = /** @type {(inputs: Fedi_Posts_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les publications publiques des personnes que vous suivez ailleurs apparaissent ici au fil de leur écriture.`)
};

const de_fedi_posts_none = /** @type {(inputs: Fedi_Posts_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Öffentliche Beiträge der Leute, denen du anderswo folgst, erscheinen hier, sobald sie sie schreiben.`)
};

const es_fedi_posts_none = /** @type {(inputs: Fedi_Posts_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las publicaciones públicas de las personas que sigues en otros sitios aparecen aquí a medida que las escriben.`)
};

const pt_br2_fedi_posts_none = /** @type {(inputs: Fedi_Posts_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As publicações públicas das pessoas que você segue em outros lugares aparecem aqui à medida que elas escrevem.`)
};

const ja_fedi_posts_none = /** @type {(inputs: Fedi_Posts_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ほかのサーバーでフォローしている人の公開投稿が、書かれるとここに表示されます。`)
};

const ar_fedi_posts_none = /** @type {(inputs: Fedi_Posts_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تظهر هنا المنشورات العامة لمن تتابعهم في أماكن أخرى فور كتابتها.`)
};

/**
* | output |
* | --- |
* | "Public posts of the people you follow elsewhere appear here as they write them." |
*
* @param {Fedi_Posts_NoneInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const fedi_posts_none = /** @type {((inputs?: Fedi_Posts_NoneInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fedi_Posts_NoneInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_fedi_posts_none(inputs)
	if (locale === "de") return de_fedi_posts_none(inputs)
	if (locale === "es") return es_fedi_posts_none(inputs)
	if (locale === "pt-BR") return pt_br2_fedi_posts_none(inputs)
	if (locale === "ja") return ja_fedi_posts_none(inputs)
	if (locale === "ar") return ar_fedi_posts_none(inputs)
	return en_fedi_posts_none(inputs)
});