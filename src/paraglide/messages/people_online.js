/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} People_OnlineInputs */

const en_people_online = /** @type {(inputs: People_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Online`)
};

const fr_people_online = /** @type {(inputs: People_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En ligne`)
};

const de_people_online = /** @type {(inputs: People_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Online`)
};

const es_people_online = /** @type {(inputs: People_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En línea`)
};

const pt_br2_people_online = /** @type {(inputs: People_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Online`)
};

const ja_people_online = /** @type {(inputs: People_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`オンライン`)
};

const ar_people_online = /** @type {(inputs: People_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`متصل`)
};

/**
* | output |
* | --- |
* | "Online" |
*
* @param {People_OnlineInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const people_online = /** @type {((inputs?: People_OnlineInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_OnlineInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_people_online(inputs)
	if (locale === "de") return de_people_online(inputs)
	if (locale === "es") return es_people_online(inputs)
	if (locale === "pt-BR") return pt_br2_people_online(inputs)
	if (locale === "ja") return ja_people_online(inputs)
	if (locale === "ar") return ar_people_online(inputs)
	return en_people_online(inputs)
});