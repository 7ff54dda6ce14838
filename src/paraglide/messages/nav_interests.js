/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_InterestsInputs */

const en_nav_interests = /** @type {(inputs: Nav_InterestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Interests`)
};

const fr_nav_interests = /** @type {(inputs: Nav_InterestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Centres d’intérêt`)
};

const de_nav_interests = /** @type {(inputs: Nav_InterestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Interessen`)
};

const es_nav_interests = /** @type {(inputs: Nav_InterestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Intereses`)
};

const pt_br2_nav_interests = /** @type {(inputs: Nav_InterestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Interesses`)
};

const ja_nav_interests = /** @type {(inputs: Nav_InterestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`興味`)
};

const ar_nav_interests = /** @type {(inputs: Nav_InterestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الاهتمامات`)
};

/**
* | output |
* | --- |
* | "Interests" |
*
* @param {Nav_InterestsInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const nav_interests = /** @type {((inputs?: Nav_InterestsInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_InterestsInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_nav_interests(inputs)
	if (locale === "de") return de_nav_interests(inputs)
	if (locale === "es") return es_nav_interests(inputs)
	if (locale === "pt-BR") return pt_br2_nav_interests(inputs)
	if (locale === "ja") return ja_nav_interests(inputs)
	if (locale === "ar") return ar_nav_interests(inputs)
	return en_nav_interests(inputs)
});