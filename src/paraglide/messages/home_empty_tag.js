/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ tag: NonNullable<unknown> }} Home_Empty_TagInputs */

const en_home_empty_tag = /** @type {(inputs: Home_Empty_TagInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No stories about #${i?.tag} yet`)
};

const fr_home_empty_tag = /** @type {(inputs: Home_Empty_TagInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pas encore d’histoire sur #${i?.tag}`)
};

const de_home_empty_tag = /** @type {(inputs: Home_Empty_TagInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Noch keine Geschichten über #${i?.tag}`)
};

const es_home_empty_tag = /** @type {(inputs: Home_Empty_TagInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aún no hay historias sobre #${i?.tag}`)
};

const pt_br2_home_empty_tag = /** @type {(inputs: Home_Empty_TagInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ainda não há histórias sobre #${i?.tag}`)
};

const ja_home_empty_tag = /** @type {(inputs: Home_Empty_TagInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`#${i?.tag} の記事はまだありません`)
};

const ar_home_empty_tag = /** @type {(inputs: Home_Empty_TagInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`لا توجد قصص عن #${i?.tag} بعد`)
};

/**
* | output |
* | --- |
* | "No stories about #{tag} yet" |
*
* @param {Home_Empty_TagInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const home_empty_tag = /** @type {((inputs: Home_Empty_TagInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Empty_TagInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_empty_tag(inputs)
	if (locale === "de") return de_home_empty_tag(inputs)
	if (locale === "es") return es_home_empty_tag(inputs)
	if (locale === "pt-BR") return pt_br2_home_empty_tag(inputs)
	if (locale === "ja") return ja_home_empty_tag(inputs)
	if (locale === "ar") return ar_home_empty_tag(inputs)
	return en_home_empty_tag(inputs)
});