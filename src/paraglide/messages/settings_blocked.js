/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_BlockedInputs */

const en_settings_blocked = /** @type {(inputs: Settings_BlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blocked people`)
};

const fr_settings_blocked = /** @type {(inputs: Settings_BlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personnes bloquées`)
};

const de_settings_blocked = /** @type {(inputs: Settings_BlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blockierte Personen`)
};

const es_settings_blocked = /** @type {(inputs: Settings_BlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personas bloqueadas`)
};

const pt_br2_settings_blocked = /** @type {(inputs: Settings_BlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pessoas bloqueadas`)
};

const ja_settings_blocked = /** @type {(inputs: Settings_BlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ブロックした人`)
};

const ar_settings_blocked = /** @type {(inputs: Settings_BlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الأشخاص المحظورون`)
};

/**
* | output |
* | --- |
* | "Blocked people" |
*
* @param {Settings_BlockedInputs} inputs
* @param {{ locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }} options
* @returns {LocalizedString}
*/
export const settings_blocked = /** @type {((inputs?: Settings_BlockedInputs, options?: { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_BlockedInputs, { locale?: "en" | "fr" | "de" | "es" | "pt-BR" | "ja" | "ar" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_settings_blocked(inputs)
	if (locale === "de") return de_settings_blocked(inputs)
	if (locale === "es") return es_settings_blocked(inputs)
	if (locale === "pt-BR") return pt_br2_settings_blocked(inputs)
	if (locale === "ja") return ja_settings_blocked(inputs)
	if (locale === "ar") return ar_settings_blocked(inputs)
	return en_settings_blocked(inputs)
});