/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} People_MutedInputs */

const en_people_muted = /** @type {(inputs: People_MutedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muted`)
};

const fr_people_muted = /** @type {(inputs: People_MutedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masqué`)
};

const de_people_muted = /** @type {(inputs: People_MutedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stummgeschaltet`)
};

const es_people_muted = /** @type {(inputs: People_MutedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Silenciado`)
};

const pt_br2_people_muted = /** @type {(inputs: People_MutedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Silenciado`)
};

const ja_people_muted = /** @type {(inputs: People_MutedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ミュート中`)
};

const ar_people_muted = /** @type {(inputs: People_MutedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مكتوم`)
};

/**
* | output |
* | --- |
* | "Muted" |
*
* @param {People_MutedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const people_muted = /** @type {((inputs?: People_MutedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_MutedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_people_muted(inputs)
	if (locale === "de") return de_people_muted(inputs)
	if (locale === "es") return es_people_muted(inputs)
	if (locale === "pt-BR") return pt_br2_people_muted(inputs)
	if (locale === "ja") return ja_people_muted(inputs)
	if (locale === "ar") return ar_people_muted(inputs)
	return en_people_muted(inputs)
});