/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_FediverseInputs */

const en_nav_fediverse = /** @type {(inputs: Nav_FediverseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fediverse`)
};

const fr_nav_fediverse = /** @type {(inputs: Nav_FediverseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fédivers`)
};

const de_nav_fediverse = /** @type {(inputs: Nav_FediverseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fediverse`)
};

const es_nav_fediverse = /** @type {(inputs: Nav_FediverseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fediverso`)
};

const pt_br2_nav_fediverse = /** @type {(inputs: Nav_FediverseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fediverso`)
};

const ja_nav_fediverse = /** @type {(inputs: Nav_FediverseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fediverse`)
};

const ar_nav_fediverse = /** @type {(inputs: Nav_FediverseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الفيديفيرس`)
};

/**
* | output |
* | --- |
* | "Fediverse" |
*
* @param {Nav_FediverseInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const nav_fediverse = /** @type {((inputs?: Nav_FediverseInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_FediverseInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_nav_fediverse(inputs)
	if (locale === "de") return de_nav_fediverse(inputs)
	if (locale === "es") return es_nav_fediverse(inputs)
	if (locale === "pt-BR") return pt_br2_nav_fediverse(inputs)
	if (locale === "ja") return ja_nav_fediverse(inputs)
	if (locale === "ar") return ar_nav_fediverse(inputs)
	return en_nav_fediverse(inputs)
});