/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_MutedInputs */

const en_settings_muted = /** @type {(inputs: Settings_MutedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muted people`)
};

const fr_settings_muted = /** @type {(inputs: Settings_MutedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personnes masquées`)
};

const de_settings_muted = /** @type {(inputs: Settings_MutedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stummgeschaltete Personen`)
};

const es_settings_muted = /** @type {(inputs: Settings_MutedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personas silenciadas`)
};

const pt_br2_settings_muted = /** @type {(inputs: Settings_MutedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pessoas silenciadas`)
};

const ja_settings_muted = /** @type {(inputs: Settings_MutedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ミュートした人`)
};

const ar_settings_muted = /** @type {(inputs: Settings_MutedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الأشخاص المكتومون`)
};

/**
* | output |
* | --- |
* | "Muted people" |
*
* @param {Settings_MutedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const settings_muted = /** @type {((inputs?: Settings_MutedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_MutedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_settings_muted(inputs)
	if (locale === "de") return de_settings_muted(inputs)
	if (locale === "es") return es_settings_muted(inputs)
	if (locale === "pt-BR") return pt_br2_settings_muted(inputs)
	if (locale === "ja") return ja_settings_muted(inputs)
	if (locale === "ar") return ar_settings_muted(inputs)
	return en_settings_muted(inputs)
});