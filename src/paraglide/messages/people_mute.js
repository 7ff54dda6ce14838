/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} People_MuteInputs */

const en_people_mute = /** @type {(inputs: People_MuteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mute`)
};

const fr_people_mute = /** @type {(inputs: People_MuteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masquer`)
};

const de_people_mute = /** @type {(inputs: People_MuteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stummschalten`)
};

const es_people_mute = /** @type {(inputs: People_MuteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Silenciar`)
};

const pt_br2_people_mute = /** @type {(inputs: People_MuteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Silenciar`)
};

const ja_people_mute = /** @type {(inputs: People_MuteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ミュート`)
};

const ar_people_mute = /** @type {(inputs: People_MuteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كتم`)
};

/**
* | output |
* | --- |
* | "Mute" |
*
* @param {People_MuteInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const people_mute = /** @type {((inputs?: People_MuteInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_MuteInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_people_mute(inputs)
	if (locale === "de") return de_people_mute(inputs)
	if (locale === "es") return es_people_mute(inputs)
	if (locale === "pt-BR") return pt_br2_people_mute(inputs)
	if (locale === "ja") return ja_people_mute(inputs)
	if (locale === "ar") return ar_people_mute(inputs)
	return en_people_mute(inputs)
});