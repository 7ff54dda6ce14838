/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_EmptyInputs */

const en_home_empty = /** @type {(inputs: Home_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No stories yet`)
};

const fr_home_empty = /** @type {(inputs: Home_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore d’histoire`)
};

const de_home_empty = /** @type {(inputs: Home_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Geschichten`)
};

const es_home_empty = /** @type {(inputs: Home_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay historias`)
};

const pt_br2_home_empty = /** @type {(inputs: Home_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda não há histórias`)
};

const ja_home_empty = /** @type {(inputs: Home_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`まだ記事はありません`)
};

const ar_home_empty = /** @type {(inputs: Home_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا توجد قصص بعد`)
};

/**
* | output |
* | --- |
* | "No stories yet" |
*
* @param {Home_EmptyInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const home_empty = /** @type {((inputs?: Home_EmptyInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_EmptyInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_empty(inputs)
	if (locale === "de") return de_home_empty(inputs)
	if (locale === "es") return es_home_empty(inputs)
	if (locale === "pt-BR") return pt_br2_home_empty(inputs)
	if (locale === "ja") return ja_home_empty(inputs)
	if (locale === "ar") return ar_home_empty(inputs)
	return en_home_empty(inputs)
});