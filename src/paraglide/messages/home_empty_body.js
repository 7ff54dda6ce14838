/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Empty_BodyInputs */

const en_home_empty_body = /** @type {(inputs: Home_Empty_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When writers publish, their stories appear here.`)
};

const fr_home_empty_body = /** @type {(inputs: Home_Empty_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quand des auteurs publient, leurs histoires apparaissent ici.`)
};

const de_home_empty_body = /** @type {(inputs: Home_Empty_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sobald jemand veröffentlicht, erscheinen die Geschichten hier.`)
};

const es_home_empty_body = /** @type {(inputs: Home_Empty_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuando los autores publiquen, sus historias aparecerán aquí.`)
};

const pt_br2_home_empty_body = /** @type {(inputs: Home_Empty_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quando autores publicarem, as histórias aparecerão aqui.`)
};

const ja_home_empty_body = /** @type {(inputs: Home_Empty_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`書き手が公開すると、ここに記事が表示されます。`)
};

const ar_home_empty_body = /** @type {(inputs: Home_Empty_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عندما ينشر الكتّاب، تظهر قصصهم هنا.`)
};

/**
* | output |
* | --- |
* | "When writers publish, their stories appear here." |
*
* @param {Home_Empty_BodyInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const home_empty_body = /** @type {((inputs?: Home_Empty_BodyInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Empty_BodyInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_empty_body(inputs)
	if (locale === "de") return de_home_empty_body(inputs)
	if (locale === "es") return es_home_empty_body(inputs)
	if (locale === "pt-BR") return pt_br2_home_empty_body(inputs)
	if (locale === "ja") return ja_home_empty_body(inputs)
	if (locale === "ar") return ar_home_empty_body(inputs)
	return en_home_empty_body(inputs)
});